import { CONTENT_VERSION, LOCALES, type InstanceConfig, type WebcastConfig } from '@biocloud/contracts';
import type { Database } from '../db/database';
import { createContentRepository } from '../modules/content/content.repository';
import { readTextFiles } from '../modules/content/text-files';
import { hashPassword } from '../modules/auth/password';
import { mergeTextUpgrade } from './deep-merge';
import { seedDemoProject } from './demo-project';
import { seedDemoBeans } from './demo-beans';
import { seedHelpPages } from './help-pages';
import { seedArticles } from './articles';
import { seedStaffAccount, type SeededStaffAccount, type StaffAccountSpec } from './staff-accounts';

export const DEMO_USERNAME = 'demo';
/** The demo customer's password is in the README: the one account with a known password. */
export const DEMO_PASSWORD = 'demo123456';
/** A demo admin (writes in the public space), seeded with the demo data only, with a password of its own. */
export const DEMO_ADMIN_USERNAME = 'demo_admin';

/** Texts from the repo files go into the database; keys an admin edited keep their database value (deep-merge.ts). */
export async function seedTexts(db: Database, bundles = readTextFiles()): Promise<void> {
  const repo = createContentRepository(db);
  for (const locale of LOCALES) {
    for (const [namespace, body] of Object.entries(bundles[locale])) {
      const stored = await repo.textsOf(locale, namespace);
      const merged = mergeTextUpgrade(body, stored?.body, stored?.seeded);
      await repo.upsertTexts(locale, namespace, { body: merged, seeded: body }, CONTENT_VERSION);
    }
  }
}

/** The instance configuration's row: the public part, and the live broadcast's address (content.ts webcastConfigSchema). */
export type InstanceConfigRow = InstanceConfig & WebcastConfig;

export function defaultInstanceConfig(productName: string): InstanceConfigRow {
  return {
    productName,
    materialVersion: CONTENT_VERSION,
    objectStorageDisabledRegions: [],
    // `{locale}` is the page's locale when a link is shown (apps/web shared/config/configured-links.ts).
    links: {
      // No old version by default: the header hides the link until one is configured.
      oldVersion: '',
      tutorial: '/{locale}/help',
      onlineService: '/{locale}/customerService',
      siteNavigation: '/{locale}/dashboard',
      appCenter: '/{locale}/software/tools/list',
    },
    qrCodeUrl: 'http://localhost:8080/',
    qrCodeImage: '',
    imageBaseUrl: '',
    // Texts of each type: promote.types.<type> (packages/texts); an empty href opens the live broadcast.
    promotions: [
      { type: 'live', image: '', href: '' },
      { type: 'tools', image: '', href: '/{locale}/software/tools/list' },
    ],
    iframePages: [{ key: 'agreement', url: '/{locale}/user/agreement' }],
    liveUrl: '',
  };
}

/** The instance configuration, once; then the old version's address when the operator sets one (OLD_VERSION_URL). */
export async function seedInstanceConfig(db: Database, productName: string, oldVersionUrl?: string): Promise<void> {
  const repo = createContentRepository(db);
  const stored = await repo.instanceConfig();
  if (!stored) await repo.saveInstanceConfig(defaultInstanceConfig(productName));
  if (oldVersionUrl === undefined) return;
  const body = (stored ?? defaultInstanceConfig(productName)) as Record<string, unknown>;
  const links = typeof body.links === 'object' && body.links !== null ? body.links : {};
  await repo.saveInstanceConfig({ ...body, links: { ...links, oldVersion: oldVersionUrl } });
}

/** The demo customer, created once with the README's password. */
export async function seedDemoUser(db: Database): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('users')
    .values({
      username: DEMO_USERNAME,
      email: 'demo@example.com',
      real_name: 'Demo User',
      role: 'customer',
      password_hash: await hashPassword(DEMO_PASSWORD),
      company: 'Demo Lab',
      region: 'CN',
      store_tags: 'local',
    })
    .execute();
}

const DEMO_ADMIN: StaffAccountSpec = {
  row: {
    username: DEMO_ADMIN_USERNAME,
    email: 'admin@example.com',
    real_name: 'Demo Admin',
    role: 'admin',
    company: 'Demo Lab',
    region: 'CN',
    store_tags: 'local',
  },
  // Earlier versions gave it the demo customer's password.
  retiredPassword: DEMO_PASSWORD,
};

export interface SeedOptions {
  productName: string;
  demo: boolean;
  /** Passwords of the demo staff and admin accounts; unset, random ones (SEED_STAFF_PASSWORD, SEED_ADMIN_PASSWORD). */
  staffPassword?: string;
  adminPassword?: string;
  /** The header's old-version link (OLD_VERSION_URL); unset, the stored configuration keeps its own. */
  oldVersionUrl?: string;
}

/** Seeds texts and settings, and the demo data when asked; answers the staff and admin accounts it gave a password. */
export async function seedAll(db: Database, opts: SeedOptions): Promise<SeededStaffAccount[]> {
  await seedTexts(db);
  await seedInstanceConfig(db, opts.productName, opts.oldVersionUrl);
  if (!opts.demo) return [];
  await seedDemoUser(db);
  await seedDemoBeans(db, DEMO_USERNAME);
  const admin = await seedStaffAccount(db, DEMO_ADMIN, opts.adminPassword);
  const staff = await seedDemoProject(db, DEMO_USERNAME, opts.staffPassword);
  await seedHelpPages(db);
  await seedArticles(db);
  return [admin.seeded, staff].filter((account) => account !== undefined);
}

/** The lines that show the accounts a start created once: a generated password is never shown again. */
export function seededAccountLines(accounts: readonly SeededStaffAccount[]): string[] {
  return accounts.map((account) =>
    account.generated
      ? `  Account ${account.username} / ${account.password} (generated now and shown only this once)`
      : `  Account ${account.username}, with the password configured for it`,
  );
}
