import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrator';
import { seedInstanceConfig, seedTexts } from '../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded database that each test file clones with CREATE DATABASE ... TEMPLATE. */
    pgTemplateUrl: string;
  }
}

const TEMPLATE_DB = 'biocloud_template';

/** One embedded PostgreSQL for the whole integration run, migrated once (immich's "medium" test tier). */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'biocloud-it-'));
  chmodSync(root, 0o755);
  const port = 55000 + Math.floor(Math.random() * 5000);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(root, 'pgdata'),
    port,
    logger: pino({ level: 'warn' }),
    database: TEMPLATE_DB,
  });
  const { db } = createDatabase(pg.url, 2);
  await migrateToLatest(db);
  await seedTexts(db);
  await seedInstanceConfig(db, 'BioCloud');
  await db.destroy();
  project.provide('pgTemplateUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
