import { CONTENT_VERSION, LOCALES, type InstanceConfig } from '@biocloud/contracts';
import type { Database } from '../database';
import { createContentRepository } from '../../modules/content/content.repository';
import { readTextFiles } from '../../modules/content/text-files';
import { hashPassword } from '../../modules/auth/password';
import { mergeKeepingExisting } from './deep-merge';
import { seedDemoProject } from './demo-project';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo123456';
/** A demo admin (writes in the public space), seeded with the demo data only; same password as the demo user. */
export const DEMO_ADMIN_USERNAME = 'demo_admin';

/** Texts from the repo files go into the database; keys an admin already edited keep their database value. */
export async function seedTexts(db: Database): Promise<void> {
  const repo = createContentRepository(db);
  const bundles = readTextFiles();
  for (const locale of LOCALES) {
    for (const [namespace, body] of Object.entries(bundles[locale])) {
      const existing = await repo.textsOf(locale, namespace);
      await repo.upsertTexts(locale, namespace, mergeKeepingExisting(body, existing), CONTENT_VERSION);
    }
  }
}

export function defaultInstanceConfig(productName: string): InstanceConfig {
  return {
    productName,
    materialVersion: CONTENT_VERSION,
    objectStorageDisabledRegions: [],
    links: {
      oldVersion: '/',
      tutorial: '/zh/help',
      onlineService: '/zh/customerService',
      siteNavigation: '/zh/dashboard',
      appCenter: '/zh/software/tools/list',
    },
    qrCodeUrl: 'http://localhost:8080/',
  };
}

export async function seedInstanceConfig(db: Database, productName: string): Promise<void> {
  const repo = createContentRepository(db);
  if (!(await repo.instanceConfig())) await repo.saveInstanceConfig(defaultInstanceConfig(productName));
}

/** The demo accounts exist only when demo data is seeded: demo (a customer) and demo_admin. */
export async function seedDemoUser(db: Database): Promise<boolean> {
  const demos = [
    { username: DEMO_USERNAME, email: 'demo@example.com', real_name: 'Demo User', role: 'customer' as const },
    { username: DEMO_ADMIN_USERNAME, email: 'admin@example.com', real_name: 'Demo Admin', role: 'admin' as const },
  ];
  let added = false;
  for (const demo of demos) {
    const existing = await db.selectFrom('users').select('id').where('username', '=', demo.username).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('users')
      .values({
        ...demo,
        password_hash: await hashPassword(DEMO_PASSWORD),
        company: 'Demo Lab',
        region: 'CN',
        store_tags: 'local',
      })
      .execute();
    added = true;
  }
  return added;
}

export async function seedAll(db: Database, opts: { productName: string; demo: boolean }): Promise<void> {
  await seedTexts(db);
  await seedInstanceConfig(db, opts.productName);
  if (opts.demo) {
    await seedDemoUser(db);
    await seedDemoProject(db, DEMO_USERNAME);
  }
}
