import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrator';
import { seedAll, seededAccountLines } from './seed';

const config = loadConfig();
const logger = createLogger(config);
const database = await connectDatabase(config, logger);
try {
  await migrateToLatest(database.db);
  const accounts = await seedAll(database.db, {
    productName: config.PRODUCT_NAME,
    demo: true,
    staffPassword: config.SEED_STAFF_PASSWORD,
    adminPassword: config.SEED_ADMIN_PASSWORD,
    oldVersionUrl: config.OLD_VERSION_URL,
  });
  logger.info('demo data seeded');
  for (const line of seededAccountLines(accounts)) console.log(line);
} finally {
  await database.close();
}
