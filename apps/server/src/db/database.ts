import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

// BIGINT (int8) values in this schema are sizes and counters well below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type Database = Kysely<DB>;

export function createDatabase(
  connectionString: string,
  max = 10,
  onIdleError: (err: Error) => void = () => {},
): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client dropped by the server (restart, shutdown) must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
