import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { composeServices, type Services } from '../src/compose';
import { closeGracefully } from '../src/http/close-gracefully';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { createRealtimeHub, type RealtimeHub } from '../src/realtime/realtime';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  db: Database;
  dbUrl: string;
  config: Config;
  realtime: RealtimeHub;
  /** The stores and services of the app, for the engine or the FTP server of the same test. */
  services: Services;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template, so test files never see each other's rows. */
export async function createTestDatabase(): Promise<string> {
  const templateUrl = new URL(inject('pgTemplateUrl'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.toString().replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateUrl.pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  templateUrl.pathname = `/${name}`;
  return templateUrl.toString();
}

/**
 * The real app on a real port over a real database; env overrides go through the same config parser. Pass the
 * `dbUrl` of another test server to run a second instance on the same database (as behind a load balancer).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { dbUrl?: string } = {},
): Promise<TestServer> {
  const dbUrl = options.dbUrl ?? (await createTestDatabase());
  // Files a server keeps under VAR_DIR (the signing key, blobs by default) go to a folder of the test's own.
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'biocloud-var-'));
  const config = loadConfig({
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    VAR_DIR: varDir,
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const { db } = createDatabase(dbUrl, 5);
  const realtime = await createRealtimeHub({ connectionString: dbUrl, logger });
  const services = await composeServices({ config, db, logger });
  const app = await buildApp({ config, db, logger, realtime, services });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    dbUrl,
    config,
    realtime,
    services,
    async close() {
      await closeGracefully(app, 2_000);
      await realtime.stop();
      await db.destroy();
    },
  };
}
