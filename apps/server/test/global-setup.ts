import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
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
  // A throwaway cluster: nothing has to survive a power cut, so commits and each file's CREATE DATABASE skip the
  // disk flushes (all three settings take effect on reload).
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    await sql`ALTER SYSTEM SET ${sql.raw(setting)} = off`.execute(db);
  }
  await sql`SELECT pg_reload_conf()`.execute(db);
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
