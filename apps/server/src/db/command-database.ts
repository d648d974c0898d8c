import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './connect';
import { createDatabase } from './database';
import { embeddedDatabaseUrl } from './embedded';
import { leftoverPostmaster } from './leftover-postmaster';

/**
 * The database for a one-off command run beside the console (`npm run user`). DATABASE_URL when given; else the
 * embedded PostgreSQL of a console running on VAR_DIR, reached on the port its postmaster.pid names (starting it the
 * way the console does would stop that one as a leftover); else the embedded PostgreSQL started for the command.
 */
export async function connectCommandDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const dataDir = path.resolve(config.VAR_DIR, 'pgdata');
  if (config.DATABASE_URL || leftoverPostmaster(dataDir) === undefined) return connectDatabase(config, logger);
  // postmaster.pid: pid, data folder, start time, port, ... (one per line).
  const port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const url = embeddedDatabaseUrl(Number.isInteger(port) && port > 0 ? port : config.EMBEDDED_PG_PORT);
  const { db, availability } = createDatabase(url, 2, logger);
  return { db, url, availability, close: () => db.destroy() };
}
