import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-server';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import { createDatabase, type Database } from '../db/database';
import { DEMO_STAFF_USERNAME } from './demo-project';
import { DEMO_ADMIN_USERNAME, DEMO_PASSWORD, DEMO_USERNAME, seedAll } from './seed';

/*
 * The demo data has one account with a known password, the demo customer. Its staff and admin accounts get a random
 * password printed once by the start that creates them, or the configured one; an install seeded by an earlier
 * version (demo_admin / demo123456, staff / staff123456) has those replaced.
 */

const RETIRED: Record<string, string> = { [DEMO_ADMIN_USERNAME]: DEMO_PASSWORD, [DEMO_STAFF_USERNAME]: 'staff123456' };
const hashOf = async (db: Database, username: string) =>
  (await db.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow())
    .password_hash;

describe('seeded staff and admin accounts', () => {
  let db: Database;
  beforeAll(async () => {
    db = createDatabase(await createTestDatabase(), 2).db;
  });
  afterAll(() => db.destroy());

  it('get random passwords, reported once, and never a retired one', async () => {
    const first = await seedAll(db, { productName: 'BioCloud', demo: true });
    expect(first.map((a) => [a.username, a.generated]).sort()).toEqual([
      [DEMO_ADMIN_USERNAME, true],
      [DEMO_STAFF_USERNAME, true],
    ]);
    for (const account of first) {
      expect(account.password).toHaveLength(16);
      expect(await verifyPassword(await hashOf(db, account.username), account.password)).toBe(true);
      expect(await verifyPassword(await hashOf(db, account.username), RETIRED[account.username]!)).toBe(false);
    }
    expect(await seedAll(db, { productName: 'BioCloud', demo: true })).toEqual([]);
    // The demo customer keeps the README's password.
    expect(await verifyPassword(await hashOf(db, DEMO_USERNAME), DEMO_PASSWORD)).toBe(true);
  });

  it('of an earlier install, lose their published password for the configured one', async () => {
    for (const [username, password] of Object.entries(RETIRED)) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('username', '=', username)
        .execute();
    }
    const configured = { staffPassword: 'staff-configured-1', adminPassword: 'admin-configured-1' };
    const seeded = await seedAll(db, { productName: 'BioCloud', demo: true, ...configured });
    expect(seeded.map((a) => [a.username, a.password, a.generated]).sort()).toEqual([
      [DEMO_ADMIN_USERNAME, configured.adminPassword, false],
      [DEMO_STAFF_USERNAME, configured.staffPassword, false],
    ]);
    expect(await verifyPassword(await hashOf(db, DEMO_ADMIN_USERNAME), configured.adminPassword)).toBe(true);
    expect(await verifyPassword(await hashOf(db, DEMO_STAFF_USERNAME), configured.staffPassword)).toBe(true);
  });
});

describe('the default start (SEED_DEMO)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: await createTestDatabase(), SEED_DEMO: 'true' });
  }, 60_000);
  afterAll(() => server?.stop());

  it('prints the generated admin and staff passwords once; they work, the published ones do not', async () => {
    const printed = (username: string) =>
      [...server.output().matchAll(new RegExp(`Account ${username} / (\\S+)`, 'g'))].map((m) => m[1]!);
    const [admin] = printed(DEMO_ADMIN_USERNAME);
    const [staff] = printed(DEMO_STAFF_USERNAME);
    expect(admin).toBeDefined();
    expect(staff).toBeDefined();
    expect((await login(server.baseUrl, { username: DEMO_ADMIN_USERNAME, password: admin! })).res.status).toBe(200);
    expect((await login(server.baseUrl, { username: DEMO_STAFF_USERNAME, password: staff! })).res.status).toBe(200);
    expect((await login(server.baseUrl, { username: DEMO_USERNAME, password: DEMO_PASSWORD })).res.status).toBe(200);
    for (const [username, password] of Object.entries(RETIRED)) {
      expect((await login(server.baseUrl, { username, password })).res.status).toBe(401);
    }

    await server.stop();
    await server.restart();
    // The second start created nothing: no password printed again, and the first ones still work.
    expect(printed(DEMO_ADMIN_USERNAME)).toEqual([admin]);
    expect(printed(DEMO_STAFF_USERNAME)).toEqual([staff]);
    expect((await login(server.baseUrl, { username: DEMO_ADMIN_USERNAME, password: admin! })).res.status).toBe(200);
  }, 60_000);
});
