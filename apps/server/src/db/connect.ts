import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseAvailability } from './availability';
import { createDatabase, type Database } from './database';
import { startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  db: Database;
  url: string;
  availability: DatabaseAvailability;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL under VAR_DIR/pgdata, restarted when it dies and stopped
 * on close.
 */
export async function connectDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(config.VAR_DIR, 'pgdata'),
        port: config.EMBEDDED_PG_PORT,
        logger,
      });
  const url = config.DATABASE_URL ?? embedded!.url;
  const { db, availability } = createDatabase(url, 10, logger);
  return {
    db,
    url,
    availability,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
