import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { createDatabaseAvailability, type DatabaseAvailability } from './availability';
import type { DB } from './schema';

// BIGINT (int8) values in this schema are sizes and counters well below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type Database = Kysely<DB>;

/** Longer than any healthy connect, even on a loaded machine with TLS. */
const CONNECT_TIMEOUT_MS = 10_000;

const quiet: Pick<Logger, 'warn' | 'info'> = { warn: () => {}, info: () => {} };

/**
 * A pool that outlives its database: while PostgreSQL is down or restarting queries fail (and are answered 503),
 * `availability` logs the outage once, and the pool reconnects by itself once it is back.
 */
export function createDatabase(
  connectionString: string,
  max = 10,
  logger: Pick<Logger, 'warn' | 'info'> = quiet,
): { db: Database; pool: pg.Pool; availability: DatabaseAvailability } {
  // A database that accepts TCP but never answers (a hung host, a stopped postmaster) must give a 503, not hang every
  // request: a connect that takes longer fails as a connection-class error (connection-errors.ts).
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const availability = createDatabaseAvailability(logger);
  // pool.end() does not wait for its clients' goodbyes: a database stopped right after must not read as an outage.
  let ending = false;
  const failed = (err: unknown, epoch = availability.epoch) => {
    if (!ending) availability.failed(err, epoch);
  };
  const epochOf = new WeakMap<object, number>();
  // An idle client dropped by the server (restart, shutdown): the pool removes it and connects anew on demand.
  pool.on('error', (err, client) => failed(err, epochOf.get(client)));
  // pg-pool listens for 'error' only on idle clients; a client checked out between two queries (Kysely holds one
  // for a whole transaction) whose connection dies would emit it unheard, which ends the process. The query under
  // way fails by itself and the pool drops the broken client on release: here it is only recorded.
  pool.on('connect', (client) => {
    availability.connected();
    epochOf.set(client, availability.epoch);
    client.on('error', (err) => failed(err, epochOf.get(client)));
  });
  const watched = {
    options: pool.options,
    connect: () => {
      const epoch = availability.epoch;
      return pool.connect().catch((err: unknown) => {
        failed(err, epoch);
        throw err;
      });
    },
    end: () => {
      ending = true;
      return pool.end();
    },
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: watched, controlClient: pg.Client }) });
  return { db, pool, availability };
}
