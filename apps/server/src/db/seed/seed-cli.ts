import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrator';
import { seedAll } from './seed';

const config = loadConfig();
const logger = createLogger(config);
const database = await connectDatabase(config, logger);
try {
  await migrateToLatest(database.db);
  await seedAll(database.db, { productName: config.PRODUCT_NAME, demo: true });
  logger.info('demo data seeded');
} finally {
  await database.close();
}
