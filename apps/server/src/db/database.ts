import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { createDatabaseAvailability, type DatabaseAvailability } from './availability';
import type { DB } from './schema';

// BIGINT (int8) values in this schema are sizes and counters well below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type Database = Kysely<DB>;

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
  const pool = new pg.Pool({ connectionString, max });
  const availability = createDatabaseAvailability(logger);
  // An idle client dropped by the server (restart, shutdown): the pool removes it and connects anew on demand.
  pool.on('error', (err) => availability.failed(err));
  // pg-pool listens for 'error' only on idle clients; a client checked out between two queries (Kysely holds one
  // for a whole transaction) whose connection dies would emit it unheard, which ends the process. The query under
  // way fails by itself and the pool drops the broken client on release: here it is only recorded.
  pool.on('connect', (client) => {
    client.on('error', (err) => availability.failed(err));
    availability.connected();
  });
  const watched = {
    options: pool.options,
    connect: () =>
      pool.connect().catch((err: unknown) => {
        availability.failed(err);
        throw err;
      }),
    end: () => pool.end(),
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: watched, controlClient: pg.Client }) });
  return { db, pool, availability };
}
