/**
 * The bean ledger against real PostgreSQL and the real engine: a run is held at submit and posted on success, given
 * back on failure or stop, refused without enough beans; concurrent holds never overdraw; replays move nothing; a
 * hold left by a crash is resolved once by the sweep a restart runs; staff adjustments and prices are audited.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BeanMovementsResponse } from '@biocloud/contracts';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from '../../../test/engine-server';
import { loggedIn, makeAdmin } from '../../../test/file-api';
import { taskApi, type TaskApi } from '../../../test/task-api';
import { startTestServer } from '../../../test/test-server';
import { grantBeans, holdBeans, resolveHold } from './ledger';

let engine: EngineServer;
type Client = Awaited<ReturnType<typeof loggedIn>>;
let staff: Client;
let alice: Client;
let api: TaskApi;

const SLEEP = '9001';
const FAIL = '9003';

beforeAll(async () => {
  engine = await startEngineServer({ CATALOG_DIR: TEST_CATALOG_DIR });
  staff = await loggedIn(engine.server);
  await makeAdmin(engine.server.db, staff.user);
  alice = await loggedIn(engine.server);
  api = taskApi(alice, engine.server.baseUrl);
  for (const tool of ['sleep', 'fail']) {
    const set = await staff.put(`/api/v1/staff/beans/prices/${tool}`, { beans: 5, beansAccepted: true });
    expect(set.status).toBe(200);
  }
});
afterAll(async () => {
  expect(await engine.server.services.beans.reconcile()).toEqual([]);
  await engine.close();
});

const wallet = async () => (await alice.get<BeanMovementsResponse>('/api/v1/beans')).body;
const adjust = (amount: number, reason = 'test grant', requestId?: string) =>
  staff.post<{ wallet: { available: number } }>(`/api/v1/staff/beans/users/${alice.user.id}/adjust`, {
    amount,
    reason,
    ...(requestId && { requestId }),
  });

describe('a tool run paid with beans', () => {
  it('is refused at submit without enough beans, with price and balance, and nothing is written', async () => {
    const before = await engine.server.db.selectFrom('tasks').select('id').execute();
    const refused = await api.submit(SLEEP, { jobName: 'poor', params: { seconds: 0 } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('BEANS_NOT_ENOUGH');
    expect(refused.body.message).toBe('Not enough cloud beans: this run costs 5, you have 0 available');
    expect(await engine.server.db.selectFrom('tasks').select('id').execute()).toHaveLength(before.length);
  });

  it('shows the staff price in the catalogue', async () => {
    expect((await api.softwareDetail(SLEEP)).body).toMatchObject({ price: 5, beansAccepted: true });
  });

  it('holds the price at submit and posts it when the job succeeds', async () => {
    const a = await adjust(12);
    expect(a.status).toBe(200);
    const jobId = await api.submitOk(SLEEP, { jobName: 'paid', params: { seconds: 0 } });
    await api.waitForStatus(jobId, ['success']);
    const after = await wallet();
    expect(after.wallet).toEqual({ available: 7, held: 0 });
    const ofJob = after.movements.filter((m) => m.refId === jobId);
    expect(ofJob.map((m) => [m.kind, m.change, m.availableAfter])).toEqual([
      ['run_settle', 0, 7],
      ['run_hold', -5, 7],
    ]);
  });

  it('gives the beans back when the job fails, and when it is stopped', async () => {
    const failed = await api.submitOk(FAIL, { jobName: 'fails', params: { status: 3 } });
    await api.waitForStatus(failed, ['error']);
    expect((await wallet()).wallet).toEqual({ available: 7, held: 0 });
    const long = await api.submitOk(SLEEP, { jobName: 'stopped', params: { seconds: 600 } });
    expect((await wallet()).wallet).toEqual({ available: 2, held: 5 });
    await api.waitForStatus(long, ['running']);
    expect((await api.action(long, 'stop')).status).toBe(200);
    await api.waitForStatus(long, ['killed']);
    expect((await wallet()).wallet).toEqual({ available: 7, held: 0 });
    const refunds = (await wallet()).movements.filter((m) => m.kind === 'run_refund');
    expect(refunds.map((m) => m.refId).sort()).toEqual([failed, long].sort());
  });
});

describe('the ledger under concurrency and replays', () => {
  it('lets 200 concurrent holds of 1 bean on a wallet of 100 take exactly 100, never below 0', async () => {
    const { db } = engine.server;
    const owner = { kind: 'user' as const, id: (await loggedIn(engine.server)).user.id };
    await db.transaction().execute((trx) =>
      grantBeans(trx, {
        walletOwner: owner,
        amount: 100,
        kind: 'staff',
        key: `t:${randomUUID()}`,
        actorId: staff.user.id,
        reason: 'fund',
        ref: { type: 'user', id: owner.id },
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        db.transaction().execute((trx) => holdBeans(trx, { walletOwner: owner, amount: 1, taskId: randomUUID() })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []));
    expect(new Set(refusals)).toEqual(new Set(['BEANS_NOT_ENOUGH']));
    const svc = engine.server.services.beans;
    expect(await svc.wallet(owner.id)).toMatchObject({ available: 0, held: 100 });
    // Their tasks never existed: the sweep gives every hold back, once.
    expect(await svc.sweep()).toBeGreaterThanOrEqual(100);
    expect(await svc.wallet(owner.id)).toMatchObject({ available: 100, held: 0 });
    expect(await svc.sweep()).toBe(0);
  });

  it('records a grant, a hold and a resolution once however often they are replayed', async () => {
    const { db } = engine.server;
    const owner = { kind: 'user' as const, id: (await loggedIn(engine.server)).user.id };
    const grant = {
      walletOwner: owner,
      amount: 30,
      kind: 'survey' as const,
      key: `survey:${randomUUID()}`,
      ref: { type: 'survey', id: 'x' },
    };
    const grants = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction().execute((trx) => grantBeans(trx, grant))),
    );
    expect(grants.filter((g) => !g.replayed)).toHaveLength(1);
    await expect(db.transaction().execute((trx) => grantBeans(trx, { ...grant, amount: 31 }))).rejects.toThrow(
      /already recorded/,
    );
    const taskId = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      await db.transaction().execute((trx) => holdBeans(trx, { walletOwner: owner, amount: 10, taskId }));
    }
    const svc = engine.server.services.beans;
    expect(await svc.wallet(owner.id)).toMatchObject({ available: 20, held: 10 });
    const resolutions = await Promise.all([
      db.transaction().execute((trx) => resolveHold(trx, taskId, 'void')),
      db.transaction().execute((trx) => resolveHold(trx, taskId, 'post')),
      db.transaction().execute((trx) => resolveHold(trx, taskId, 'void')),
    ]);
    expect(resolutions.filter((r) => r && !r.replayed)).toHaveLength(1);
    const w = await svc.wallet(owner.id);
    expect(w.held).toBe(0);
    expect([20, 30]).toContain(w.available);
  });

  it('keeps transfers immutable', async () => {
    await expect(engine.server.db.updateTable('bean_transfers').set({ kind: 'x' }).execute()).rejects.toThrow(
      /immutable/,
    );
  });
});

describe('staff', () => {
  it('adjust a wallet with a required reason, once per request, audited with before and after', async () => {
    expect((await adjust(5, '   ')).body.code).toBe('VALIDATION_ERROR');
    for (const bad of [0, 1.5, -2e9, 2e9]) expect((await adjust(bad)).body.code).toBe('VALIDATION_ERROR');
    const before = (await wallet()).wallet.available;
    expect((await adjust(-(before + 1), 'too much')).body.code).toBe('BEANS_NOT_ENOUGH');
    const requestId = randomUUID();
    await adjust(3, 'goodwill', requestId);
    await adjust(3, 'goodwill', requestId);
    expect((await wallet()).wallet.available).toBe(before + 3);
    const audit = await engine.server.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'beans.adjust')
      .where('user_id', '=', staff.user.id)
      .execute();
    const goodwill = audit.filter((a) => a.detail.reason === 'goodwill').map((a) => a.detail);
    expect(goodwill).toHaveLength(1);
    expect(goodwill[0]).toMatchObject({ before, after: before + 3, amount: 3 });
    expect((await alice.get(`/api/v1/staff/beans/users/${alice.user.id}`)).status).toBe(403);
    const seen = await staff.get<BeanMovementsResponse>(`/api/v1/staff/beans/users/${alice.user.id}?kind=grant_staff`);
    expect(seen.body.movements.every((m) => m.kind === 'grant_staff')).toBe(true);
    expect(seen.body.movements[0]).toMatchObject({ change: 3, reason: 'goodwill' });
  });
});

describe('a crash between a job end and its settle', () => {
  it('is resolved once by the sweep of the next start', async () => {
    const jobId = await api.submitOk(SLEEP, { jobName: 'crash', params: { seconds: 600 } });
    const held = (await wallet()).wallet;
    // The job's end written without its settle, as an import or a manual fix (or a crash of older code) would leave it.
    await engine.server.db
      .updateTable('tasks')
      .set({ status: 'error', end_time: new Date() })
      .where('id', '=', jobId)
      .execute();
    expect(await engine.server.services.beans.reconcile()).toEqual([`hold of task ${jobId} unresolved (task error)`]);
    const second = await startTestServer({ CATALOG_DIR: TEST_CATALOG_DIR }, { dbUrl: engine.server.dbUrl });
    try {
      await expect
        .poll(async () => (await wallet()).wallet, { timeout: 30_000 })
        .toEqual({ available: held.available + 5, held: 0 });
      expect(await second.services.beans.sweep()).toBe(0);
      expect(await engine.server.services.beans.sweep()).toBe(0);
    } finally {
      await second.close();
    }
  });
});
