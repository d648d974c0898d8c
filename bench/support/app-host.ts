import path from 'node:path';
import { buildApp } from '@biocloud/server/src/app';
import { composeServices } from '@biocloud/server/src/compose';
import { loadConfig, type Config } from '@biocloud/server/src/config';
import { createDatabase, type Database } from '@biocloud/server/src/db/database';
import { startEmbeddedPostgres } from '@biocloud/server/src/db/embedded';
import { migrateToLatest } from '@biocloud/server/src/db/migrator';
import { seedAll } from '@biocloud/server/src/seed/seed';
import { startEngine, type Engine } from '@biocloud/server/src/engine/engine';
import { createLogger } from '@biocloud/server/src/logger';
import { createRealtimeHub } from '@biocloud/server/src/realtime/realtime';
import { freePort } from '../harness';
import { loginDemo, type DemoUser } from './demo-user';

/*
 * The real app inside the bench process (buildApp, as main.ts builds it) over an embedded PostgreSQL in the bench's
 * temp dir, with the job engine started when the bench says so: the engine benches time from that moment.
 */

export interface AppHost {
  baseUrl: string;
  db: Database;
  dbUrl: string;
  config: Config;
  user: DemoUser;
  /** Starts the dispatcher and monitor (main.ts's dispatcher role); stopped with the host. */
  startEngine(): Promise<Engine>;
}

export async function withAppHost<T>(
  dir: string,
  env: Record<string, string>,
  fn: (host: AppHost) => Promise<T>,
): Promise<T> {
  const logger = createLogger({ LOG_LEVEL: 'silent' });
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pgdata'), port: await freePort(), logger });
  try {
    const { db, pool } = createDatabase(pg.url);
    // pg-pool resolves end() before its connections have closed; the PostgreSQL shutdown may still reach them.
    pool.on('error', () => {});
    await migrateToLatest(db);
    await seedAll(db, { productName: 'BioCloud', demo: true });
    const config = loadConfig({
      DATABASE_URL: pg.url,
      VAR_DIR: path.join(dir, 'var'),
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      METADATA_WORKERS: '0',
      ...env,
    });
    const realtime = await createRealtimeHub({ connectionString: pg.url, logger });
    const services = await composeServices({ config, db, logger });
    const app = await buildApp({ config, db, logger, realtime, services });
    const engines: Engine[] = [];
    try {
      const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      const user = await loginDemo(baseUrl, db);
      return await fn({
        baseUrl,
        db,
        dbUrl: pg.url,
        config,
        user,
        async startEngine() {
          const engine = await startEngine({ config, db, dbUrl: pg.url, logger, realtime, services });
          engines.push(engine);
          return engine;
        },
      });
    } finally {
      for (const engine of engines) await engine.stop();
      await app.close();
      await realtime.stop();
      await db.destroy();
    }
  } finally {
    await pg.stop();
  }
}
