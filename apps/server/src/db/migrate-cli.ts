import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { connectDatabase } from './connect';
import { migrateToLatest } from './migrator';

const config = loadConfig();
const logger = createLogger(config);
const database = await connectDatabase(config, logger);
try {
  const applied = await migrateToLatest(database.db);
  logger.info({ applied }, applied.length ? 'migrations applied' : 'database is up to date');
} finally {
  await database.close();
}
