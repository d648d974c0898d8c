/**
 * The active package's quotas are the ones enforced: storage at ingest (the one check every upload path shares) with
 * a reason that names the upgrade, and concurrent jobs at the engine's claim; without a package (or once it ended)
 * the instance defaults apply, so the free level changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_ORDERS_PATH,
  PACKAGE_PATH,
  STAFF_PACKAGE_LEVELS_PATH,
  STAFF_PACKAGE_ORDERS_PATH,
  type MyPackage,
  type PackageOrder,
} from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import type { TestUser } from '../../../test/factories';
import { createEngineRepository } from '../../engine/engine.repository';

type Client = FileClient & { user: TestUser };
let server: TestServer;
let staff: Client;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  staff = await loggedIn(server);
  await server.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.user.id).execute();
});
afterAll(() => server.close());

/** The level through the staff's API (so the quota is data, not code). */
async function setLevel(code: string, storageBytes: number | null, concurrentJobs: number | null) {
  const answer = await staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/${code}`, {
    nameZh: code,
    nameEn: code,
    storageBytes,
    concurrentJobs,
    monthlyBeans: 0,
    priceFen: 100,
    periodDays: 30,
    active: true,
  });
  expect(answer.status).toBe(200);
}

/** Buys `code` by bank transfer and has staff confirm it. */
async function buy(client: Client, code: string) {
  const placed = await client.post<PackageOrder>(PACKAGE_ORDERS_PATH, { levelCode: code, method: 'bank' });
  expect(placed.status).toBe(200);
  const confirmed = await staff.post<PackageOrder>(`${STAFF_PACKAGE_ORDERS_PATH}/${placed.body.orderNo}/confirm`, {});
  expect(confirmed.body.state).toBe('paid');
}

describe('storage quota at ingest', () => {
  it("a package's storage replaces the user's own: a small one refuses with a reason naming the upgrade", async () => {
    await setLevel('basic', 5000, null);
    const alice = await loggedIn(server);
    await alice.uploadOne('0', 'before.txt', 'x'.repeat(3000));
    await buy(alice, 'basic');
    const refused = await alice.upload('0', [{ name: 'big.txt', content: 'y'.repeat(3000) }]);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('QUOTA_EXCEEDED');
    expect(refused.body.message).toMatch(/upgrade your package/);
    const names = (await alice.list('0')).body.data.fileList.map((f) => f.name);
    expect(names).toEqual(['before.txt']);
    const pkg = (await alice.get<MyPackage>(PACKAGE_PATH)).body;
    expect(pkg.quotas.storageBytes).toBe(5000);
    expect(pkg.usage.storageBytes).toBe(3000);
  });

  it('a larger package lets through what the own quota refused; when it ends the own quota is back', async () => {
    await setLevel('pro', 10 ** 9, null);
    const bob = await loggedIn(server);
    await server.db.updateTable('users').set({ quota_bytes: 1000 }).where('id', '=', bob.user.id).execute();
    expect((await bob.upload('0', [{ name: 'a.txt', content: 'a'.repeat(2000) }])).body.code).toBe('QUOTA_EXCEEDED');
    await buy(bob, 'pro');
    expect((await bob.upload('0', [{ name: 'a.txt', content: 'a'.repeat(2000) }])).status).toBe(200);
    await server.db
      .updateTable('user_packages')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', bob.user.id)
      .execute();
    expect((await bob.upload('0', [{ name: 'b.txt', content: 'b'.repeat(10) }])).body.code).toBe('QUOTA_EXCEEDED');
    expect((await bob.get<MyPackage>(PACKAGE_PATH)).body).toMatchObject({
      levelCode: 'free',
      quotas: { storageBytes: 1000 },
    });
  });
});

describe('concurrent jobs at dispatch', () => {
  it("the engine claims up to the package's concurrent jobs, the instance limit for users without one", async () => {
    await setLevel('lab', null, 3);
    const [carol, dave] = [await loggedIn(server), await loggedIn(server)];
    await buy(carol, 'lab');
    const waiting = async (userId: string, n: number) => {
      for (let i = 0; i < n; i += 1) {
        await server.db
          .insertInto('tasks')
          .values({
            user_id: userId,
            job_name: `job_${i}`,
            soft_id: '9001',
            tool_id: 'sleep',
            params: '{}',
            inputs: '{}',
            status: 'wait',
          })
          .execute();
      }
    };
    await waiting(carol.user.id, 5);
    await waiting(dave.user.id, 5);
    const repo = createEngineRepository(server.db);
    const claimed = await repo.claimWaiting({ executor: 'local', host: 'quota-test' }, { perUser: 2, total: 0 }, 20);
    const count = (userId: string) => claimed.filter((t) => t.user_id === userId).length;
    expect([count(carol.user.id), count(dave.user.id)]).toEqual([3, 2]);
    const held = await repo.heldByUserLimit(2, 20);
    expect(new Set(held.map((t) => t.user_id))).toEqual(new Set([carol.user.id, dave.user.id]));
    expect((await carol.get<MyPackage>(PACKAGE_PATH)).body).toMatchObject({
      quotas: { concurrentJobs: 3 },
      usage: { runningJobs: 3 },
    });
  });
});
