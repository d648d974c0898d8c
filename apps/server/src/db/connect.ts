import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createDatabase, type Database } from './database';
import { startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  db: Database;
  url: string;
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under VAR_DIR/pgdata, stopped again on close. */
export async function connectDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(config.VAR_DIR, 'pgdata'),
        port: config.EMBEDDED_PG_PORT,
        logger,
      });
  const url = config.DATABASE_URL ?? embedded!.url;
  const { db } = createDatabase(url, 10, (err) => logger.warn({ error: err.message }, 'idle database connection lost'));
  return {
    db,
    url,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
