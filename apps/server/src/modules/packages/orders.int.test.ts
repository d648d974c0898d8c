/**
 * Upgrade orders against the local WeChat Pay server (test-support/wechatpay-server.ts): the state machine
 * (pending -> paid | cancelled | expired, one pending order per user), the notification's checks (good, bad
 * signature, tampered body, replay, old timestamp, amount mismatch: only the good one changes anything), bank
 * transfers confirmed by staff (audited), the staff's level changes (audited), and the default install without
 * WeChat Pay (bank transfer only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_ORDERS_PATH,
  PACKAGE_PATH,
  STAFF_PACKAGE_LEVELS_PATH,
  STAFF_PACKAGE_ORDERS_PATH,
  type MyPackage,
  type PackageOrder,
  type StaffOrderList,
} from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { TestUser } from '../../../test/factories';
import { startWechatPayTestServer, type WechatPayTestServer } from '../payments/test-support/wechatpay-server';
import type { PaidOrder } from './order-paid-hooks';
import type { BeanWallet } from '@biocloud/contracts';

type Client = FileClient & { user: TestUser };
const GIB = 1024 ** 3;

describe('orders with WeChat Pay configured', () => {
  let pay: WechatPayTestServer;
  let server: TestServer;
  let staff: Client;
  const paidHooks: PaidOrder[] = [];

  beforeAll(async () => {
    pay = await startWechatPayTestServer();
    server = await startTestServer(pay.env);
    server.services.orderPaid.onOrderPaid(async (_trx, order) => {
      paidHooks.push(order);
    });
    staff = await loggedIn(server);
    await server.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.user.id).execute();
  });
  afterAll(async () => {
    await server.close();
    await pay.close();
  });

  const order = (client: Client, levelCode: string, method: 'wechatpay' | 'bank') =>
    client.post<PackageOrder>(PACKAGE_ORDERS_PATH, { levelCode, method });
  const mine = async (client: Client) => (await client.get<MyPackage>(PACKAGE_PATH)).body;
  const rows = (userId: string) =>
    server.db.selectFrom('package_orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  it('shows the free level with both ways to pay, and the levels with their prices', async () => {
    const alice = await loggedIn(server);
    const pkg = await mine(alice);
    expect(pkg.levelCode).toBe('free');
    expect(pkg.endTime).toBeNull();
    expect(pkg.paymentMethods).toEqual(['wechatpay', 'bank']);
    expect(pkg.quotas).toEqual({ storageBytes: 100 * GIB, concurrentJobs: 2, monthlyBeans: 0 });
    expect(pkg.usage).toEqual({ storageBytes: 0, runningJobs: 0 });
    expect(pkg.levels.map((l) => [l.code, l.priceFen])).toEqual([
      ['free', 0],
      ['basic', 9900],
      ['pro', 29900],
      ['lab', 99900],
    ]);
  });

  it('a double click makes one order, with a code_url from WeChat Pay; another order waits for it', async () => {
    const alice = await loggedIn(server);
    const [a, b] = await Promise.all([order(alice, 'basic', 'wechatpay'), order(alice, 'basic', 'wechatpay')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orderNo).toBe(b.body.orderNo);
    expect(await rows(alice.user.id)).toHaveLength(1);
    const shown = await alice.get<PackageOrder>(`${PACKAGE_ORDERS_PATH}/${a.body.orderNo}`);
    expect(shown.body).toMatchObject({ state: 'pending', amountFen: 9900, method: 'wechatpay' });
    expect(shown.body.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(pay.orders.get(a.body.orderNo)).toMatchObject({ total: 9900, state: 'NOTPAY' });

    const other = await order(alice, 'pro', 'wechatpay');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('ORDER_OTHER_PENDING');
    expect((await mine(alice)).levelCode).toBe('free');
  });

  it('refuses the free level, unknown levels and other users’ orders', async () => {
    const bob = await loggedIn(server);
    expect((await order(bob, 'free', 'bank')).body.code).toBe('PACKAGE_NOT_AN_UPGRADE');
    expect((await order(bob, 'gold', 'bank')).body.code).toBe('PACKAGE_LEVEL_NOT_FOUND');
    const mallory = await loggedIn(server);
    const bobs = await order(bob, 'pro', 'bank');
    expect((await mallory.get(`${PACKAGE_ORDERS_PATH}/${bobs.body.orderNo}`)).status).toBe(404);
    expect((await mallory.post(`${PACKAGE_ORDERS_PATH}/${bobs.body.orderNo}/cancel`, {})).status).toBe(404);
    expect(await rows(bob.user.id)).toHaveLength(1);
  });

  it('cancels a pending order (closed at WeChat Pay first), once; a new one can follow', async () => {
    const carol = await loggedIn(server);
    const first = await order(carol, 'pro', 'wechatpay');
    const cancelled = await carol.post<PackageOrder>(`${PACKAGE_ORDERS_PATH}/${first.body.orderNo}/cancel`, {});
    expect(cancelled.body).toMatchObject({ state: 'cancelled', codeUrl: null });
    expect(pay.orders.get(first.body.orderNo)?.state).toBe('CLOSED');
    const again = await carol.post(`${PACKAGE_ORDERS_PATH}/${first.body.orderNo}/cancel`, {});
    expect(again.body.code).toBe('ORDER_NOT_PENDING');
    const second = await order(carol, 'basic', 'bank');
    expect(second.body).toMatchObject({ state: 'pending', levelCode: 'basic' });
    expect((await mine(carol)).levelCode).toBe('free');
  });

  it('expires a pending order past its time; it can no longer be paid', async () => {
    const dave = await loggedIn(server);
    const placed = await order(dave, 'basic', 'wechatpay');
    await server.db
      .updateTable('package_orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_no', '=', placed.body.orderNo)
      .execute();
    expect((await dave.get<PackageOrder>(`${PACKAGE_ORDERS_PATH}/${placed.body.orderNo}`)).body.state).toBe('expired');
    const late = await pay.pay(placed.body.orderNo, { via: server.baseUrl });
    expect(late.status).toBe(409);
    expect((JSON.parse(late.body) as { code: string }).code).toBe('ORDER_NOT_PENDING');
    expect((await mine(dave)).levelCode).toBe('free');
  });

  it('pays on a verified notification: the package and its quotas change, the hooks run once; a replay changes nothing', async () => {
    const erin = await loggedIn(server);
    const placed = await order(erin, 'basic', 'wechatpay');
    const hooksBefore = paidHooks.length;
    const paid = await pay.pay(placed.body.orderNo, { via: server.baseUrl });
    expect(paid.status).toBe(200);
    expect(JSON.parse(paid.body)).toEqual({ result: 'paid' });

    const pkg = await mine(erin);
    expect(pkg.levelCode).toBe('basic');
    expect(pkg.quotas).toEqual({ storageBytes: 500 * GIB, concurrentJobs: 5, monthlyBeans: 2000 });
    expect(new Date(pkg.endTime!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(pkg.pendingOrder).toBeNull();
    const [row] = await rows(erin.user.id);
    expect(row).toMatchObject({ state: 'paid', transaction_id: pay.orders.get(placed.body.orderNo)?.transactionId });
    expect(paidHooks.slice(hooksBefore)).toEqual([
      expect.objectContaining({
        orderNo: placed.body.orderNo,
        userId: erin.user.id,
        levelCode: 'basic',
        monthlyBeans: 2000,
      }),
    ]);

    // WeChat Pay resending the same notification (or anyone replaying it): answered, nothing changes.
    const replay = await pay.send(placed.body.orderNo, paid.sent, server.baseUrl);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ result: 'duplicate' });
    expect(paidHooks.length).toBe(hooksBefore + 1);
    expect(await rows(erin.user.id)).toEqual([row]);
    // The level's monthly beans, credited once with the payment (a replay credits nothing).
    expect((await erin.get<{ wallet: BeanWallet }>('/api/v1/beans')).body.wallet).toEqual({ available: 2000, held: 0 });
    expect((await mine(erin)).endTime).toBe(pkg.endTime);
  });

  it('refuses a bad signature, a tampered body, an old timestamp and a wrong amount; the order stays pending', async () => {
    const frank = await loggedIn(server);
    const placed = await order(frank, 'pro', 'wechatpay');
    const no = placed.body.orderNo;
    /** WeChat Pay's failure shape, the reason first. */
    const refused = async (reply: { status: number; body: string }, status: number, reason: string) => {
      expect(reply.status).toBe(status);
      const body = JSON.parse(reply.body) as { code: string; message: string };
      expect(body.code).toBe('FAIL');
      expect(body.message).toMatch(new RegExp(`^${reason}: .*nothing was changed$`));
    };
    await refused(await pay.pay(no, { via: server.baseUrl, badSignature: true }), 401, 'SIGNATURE');
    await refused(
      await pay.pay(no, { via: server.baseUrl, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      400,
      'STALE',
    );
    await refused(await pay.pay(no, { via: server.baseUrl, total: 1 }), 400, 'AMOUNT');
    // A correctly signed notification whose body was changed on the way.
    const good = pay.build(no);
    const tampered = { ...good, body: good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
    expect(tampered.body).not.toBe(good.body);
    await refused(await pay.send(no, tampered, server.baseUrl), 401, 'SIGNATURE');

    expect((await rows(frank.user.id)).map((r) => r.state)).toEqual(['pending']);
    expect(
      await server.db.selectFrom('payment_notifications').where('order_no', '=', no).selectAll().execute(),
    ).toEqual([]);
    expect((await mine(frank)).levelCode).toBe('free');
    // The real payment still goes through afterwards.
    expect((await pay.pay(no, { via: server.baseUrl })).status).toBe(200);
    expect((await mine(frank)).levelCode).toBe('pro');
  });

  it('staff confirm a bank transfer (audited); customers cannot; a confirmed order is not confirmed twice', async () => {
    const grace = await loggedIn(server);
    const placed = await order(grace, 'pro', 'bank');
    expect(placed.body).toMatchObject({ state: 'pending', codeUrl: null, amountFen: 29900 });
    const confirm = (client: Client) =>
      client.post<PackageOrder>(`${STAFF_PACKAGE_ORDERS_PATH}/${placed.body.orderNo}/confirm`, {});

    expect((await confirm(grace)).status).toBe(403);
    expect((await mine(grace)).levelCode).toBe('free');
    const listed = await staff.get<StaffOrderList>(`${STAFF_PACKAGE_ORDERS_PATH}?state=pending&method=bank`);
    expect(listed.body.list).toContainEqual(
      expect.objectContaining({ orderNo: placed.body.orderNo, username: grace.user.username }),
    );

    const confirmed = await confirm(staff);
    expect(confirmed.body.state).toBe('paid');
    expect((await mine(grace)).levelCode).toBe('pro');
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('user_id', '=', staff.user.id)
      .where('action', '=', 'package.order.confirm')
      .execute();
    expect(audit.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ orderNo: placed.body.orderNo, before: 'pending', after: 'paid' }),
    );
    expect((await confirm(staff)).body.code).toBe('ORDER_NOT_PENDING');
    const [row] = await rows(grace.user.id);
    expect(row?.confirmed_by).toBe(staff.user.id);
  });

  it('staff change a level (audited); bad input and customers change nothing', async () => {
    const level = {
      nameZh: '基础版',
      nameEn: 'Basic',
      storageBytes: 600 * GIB,
      concurrentJobs: 6,
      monthlyBeans: 3000,
      priceFen: 12900,
      periodDays: 30,
      active: true,
    };
    const customer = await loggedIn(server);
    expect((await customer.put(`${STAFF_PACKAGE_LEVELS_PATH}/basic`, level)).status).toBe(403);
    expect((await staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/basic`, { ...level, priceFen: -1 })).status).toBe(400);
    expect((await staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/basic`, { ...level, priceFen: 1.5 })).status).toBe(400);
    expect((await staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/gold`, level)).body.code).toBe('PACKAGE_LEVEL_NOT_FOUND');
    expect((await mine(customer)).levels.find((l) => l.code === 'basic')?.priceFen).toBe(9900);

    expect((await staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/basic`, level)).status).toBe(200);
    expect((await mine(customer)).levels.find((l) => l.code === 'basic')).toMatchObject({
      priceFen: 12900,
      concurrentJobs: 6,
    });
    const audit = await server.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'package.level.update')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ code: 'basic', before: { price_fen: 9900 }, after: { price_fen: 12900 } });
    await staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/basic`, {
      ...level,
      storageBytes: 500 * GIB,
      concurrentJobs: 5,
      monthlyBeans: 2000,
      priceFen: 9900,
    });
  });
});

describe('orders on the default install (no WeChat Pay)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('offers bank transfer only and refuses a WeChat Pay order without making one', async () => {
    const alice = await loggedIn(server);
    const pkg = (await alice.get<MyPackage>(PACKAGE_PATH)).body;
    expect(pkg.paymentMethods).toEqual(['bank']);
    expect(pkg.bankDetails).toBeNull();
    const refused = await alice.post(PACKAGE_ORDERS_PATH, { levelCode: 'basic', method: 'wechatpay' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(await server.db.selectFrom('package_orders').selectAll().execute()).toEqual([]);
    const notify = await fetch(`${server.baseUrl}/api/v1/payments/wechatpay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notify.status).toBe(404);
  });
});
