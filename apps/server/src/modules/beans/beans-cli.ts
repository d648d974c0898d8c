import { loadConfig } from '../../config';
import { connectCommandDatabase } from '../../db/command-database';
import { migrateToLatest } from '../../db/migrator';
import { createLogger } from '../../logger';
import { catalogFor } from '../catalog/catalog-cache';
import { createBeansService } from './beans.service';

/*
 * `npm run beans -- reconcile`: checks the ledger's invariants (counters equal the sums of their transfers, no wallet
 * overdrawn, every ended job's hold posted or voided once, every transfer with its cause) and prints each violation;
 * exits 1 when there is one. `npm run beans -- sweep` resolves holds of ended jobs (what the server does at start).
 */
const USAGE = 'usage: npm run beans -- reconcile | sweep';
const [command] = process.argv.slice(2);
if (command !== 'reconcile' && command !== 'sweep') {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const database = await connectCommandDatabase(config, createLogger(config));
let failed = false;
try {
  await migrateToLatest(database.db);
  const beans = createBeansService({ db: database.db, catalog: await catalogFor(config.CATALOG_DIR) });
  if (command === 'sweep') {
    console.log(`holds resolved: ${await beans.sweep()}`);
  } else {
    const problems = await beans.reconcile();
    for (const problem of problems) console.log(problem);
    console.log(problems.length === 0 ? 'ledger reconciled: no problem' : `ledger problems: ${problems.length}`);
    failed = problems.length > 0;
  }
} finally {
  await database.close();
}
// process.exitCode alone is lost through tsx's wrapper process.
if (failed) process.exit(1);
