import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreateOrderRequest, PackageOrder, StaffOrderList } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../auth/caller';
import { WechatPayNotifyError, type WechatPayClient } from '../payments/wechatpay-client';
import type { OrderPaidHooks } from './order-paid-hooks';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import { createPackagesRepository } from './packages.repository';

/**
 * A notification refused, answered in WeChat Pay's failure shape ({ code: 'FAIL', message }, 4xx): WeChat Pay's
 * servers read it, not a user. `reason` starts the message so logs and tests can tell the cases apart.
 */
export class NotifyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: 'SIGNATURE' | 'STALE' | 'AMOUNT',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'NotifyRefusal';
  }
}

/** A QR code is good for 2 hours (sent as time_expire); a bank transfer has a week to arrive. */
const WECHATPAY_TTL_MS = 2 * 3_600_000;
const BANK_TTL_MS = 7 * 86_400_000;
const STAFF_LIST_LIMIT = 200;

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 404);
const notPending = () => new AppError('ORDER_NOT_PENDING', 409);
const providerFailed = () => new AppError('PAYMENT_PROVIDER_FAILED', 502);

/** P + UTC time to the second + 8 hex: 23 characters of WeChat Pay's out_trade_no alphabet, and a bank reference. */
function newOrderNo(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `P${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function toOrder(row: OrderRow): PackageOrder {
  return {
    orderNo: row.order_no,
    levelCode: row.level_code,
    amountFen: row.amount_fen,
    method: row.method,
    state: row.state,
    codeUrl: row.state === 'pending' ? row.code_url : null,
    createTime: row.created_at.toISOString(),
    expireTime: row.expires_at.toISOString(),
    endTime: row.ended_at?.toISOString() ?? null,
  };
}

/**
 * Upgrade orders (issue 31 item 3): an order names a level and a way to pay, is pending until paid, cancelled or
 * expired, and only a paid order changes the package, in the transaction that marks it paid, together with the
 * order-paid hooks. A user has at most one pending order, so a double click or a second tab finds the first.
 */
export function createOrdersService(deps: {
  db: Kysely<DB>;
  wechatPay: WechatPayClient | null;
  hooks: OrderPaidHooks;
  productName: string;
  log: { error: (obj: object, msg: string) => void };
}) {
  const { db, wechatPay, hooks, log } = deps;
  const orders = createOrdersRepository(db);
  const packages = createPackagesRepository(db);

  async function owned(caller: Caller, orderNo: string): Promise<OrderRow> {
    await orders.expireDue(caller.id);
    const row = await orders.byNo(orderNo);
    if (!row || row.user_id !== caller.id) throw orderNotFound();
    return row;
  }

  /** In `trx`: the order paid, the package given, the hooks run; the order must be pending (locked by the caller). */
  async function pay(trx: Kysely<DB>, order: OrderRow, extra: { transaction_id?: string; confirmed_by?: string }) {
    const paid = await createOrdersRepository(trx).end(order.id, 'paid', extra);
    if (!paid) throw notPending();
    const level = await createPackagesRepository(trx).level(order.level_code);
    if (!level) throw new AppError('PACKAGE_LEVEL_NOT_FOUND', 404);
    const period = await createPackagesRepository(trx).grant(order.user_id, level.code, level.period_days, order.id);
    await hooks.run(trx, {
      id: order.id,
      orderNo: order.order_no,
      userId: order.user_id,
      levelCode: level.code,
      amountFen: order.amount_fen,
      monthlyBeans: level.monthly_beans,
      periodStart: period.start,
      periodEnd: period.end,
    });
    return paid;
  }

  return {
    async create(caller: Caller, request: CreateOrderRequest): Promise<PackageOrder> {
      if (request.method === 'wechatpay' && !wechatPay) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 400);
      await orders.expireDue(caller.id);
      const level = await packages.level(request.levelCode);
      if (!level?.active) throw new AppError('PACKAGE_LEVEL_NOT_FOUND', 404);
      const current = await packages.active(caller.id);
      const currentRank = current ? ((await packages.level(current.level_code))?.rank ?? 0) : -Infinity;
      if (level.price_fen <= 0 || level.rank < currentRank) throw new AppError('PACKAGE_NOT_AN_UPGRADE', 400);

      const ttl = request.method === 'wechatpay' ? WECHATPAY_TTL_MS : BANK_TTL_MS;
      const { order, created } = await orders.insertPending({
        orderNo: newOrderNo(),
        userId: caller.id,
        levelCode: level.code,
        amountFen: level.price_fen,
        method: request.method,
        expiresAt: new Date(Date.now() + ttl),
      });
      if (!created) {
        if (order.level_code === level.code && order.method === request.method) return toOrder(order);
        throw new AppError('ORDER_OTHER_PENDING', 409, {}, { order: toOrder(order) });
      }
      if (request.method === 'bank' || !wechatPay) return toOrder(order);
      try {
        const { codeUrl } = await wechatPay.createNative({
          outTradeNo: order.order_no,
          description: `${deps.productName} ${level.name_zh}`.slice(0, 127),
          totalFen: order.amount_fen,
          expiresAt: order.expires_at,
        });
        await orders.setCodeUrl(order.id, codeUrl);
        return toOrder({ ...order, code_url: codeUrl });
      } catch (error) {
        log.error({ err: error, orderNo: order.order_no }, 'wechatpay native order failed');
        // Nothing was payable: the order ends, so the user can try again at once.
        await orders.end(order.id, 'cancelled');
        throw providerFailed();
      }
    },

    async show(caller: Caller, orderNo: string): Promise<PackageOrder> {
      return toOrder(await owned(caller, orderNo));
    },

    async cancel(caller: Caller, orderNo: string): Promise<PackageOrder> {
      const row = await owned(caller, orderNo);
      if (row.state !== 'pending') throw notPending();
      if (row.method === 'wechatpay' && wechatPay && row.code_url) {
        // Closed at WeChat Pay first: a cancelled order must not be payable any more.
        try {
          await wechatPay.close(row.order_no);
        } catch (error) {
          log.error({ err: error, orderNo }, 'wechatpay close failed');
          throw providerFailed();
        }
      }
      const ended = await orders.end(row.id, 'cancelled');
      if (!ended) throw notPending();
      return toOrder(ended);
    },

    /** Staff confirm that a bank transfer arrived: the order is paid, audited in the same transaction. */
    async confirmBank(staff: { id: string }, orderNo: string, ip: string | null): Promise<PackageOrder> {
      await orders.expireDue();
      return db.transaction().execute(async (trx) => {
        const row = await createOrdersRepository(trx).byNoForUpdate(orderNo);
        if (!row || row.method !== 'bank') throw orderNotFound();
        if (row.state !== 'pending') throw notPending();
        const paid = await pay(trx, row, { confirmed_by: staff.id });
        await createPackagesRepository(trx).audit({
          userId: staff.id,
          action: 'package.order.confirm',
          ip,
          detail: {
            orderNo,
            buyer: row.user_id,
            level: row.level_code,
            amountFen: row.amount_fen,
            before: 'pending',
            after: 'paid',
          },
        });
        return toOrder(paid);
      });
    },

    async staffList(filter: { state?: OrderRow['state']; method?: OrderRow['method'] }): Promise<StaffOrderList> {
      await orders.expireDue();
      const rows = await orders.list(filter, STAFF_LIST_LIMIT);
      return { list: rows.map((row) => ({ ...toOrder(row), username: row.username })) };
    },

    /**
     * A WeChat Pay notification: verified and decrypted (a bad signature, an undecryptable resource or an old
     * timestamp change nothing), then the order is paid once. A notification id seen before answers `duplicate`
     * (WeChat Pay resends until it gets a 2xx). The amount must be the order's.
     */
    async wechatNotify(
      headers: Record<string, string | string[] | undefined>,
      body: string,
    ): Promise<{ result: 'paid' | 'duplicate' | 'ignored' }> {
      if (!wechatPay) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 404);
      let note;
      try {
        note = wechatPay.notification(headers, body);
      } catch (error) {
        if (error instanceof WechatPayNotifyError) {
          throw error.reason === 'stale'
            ? new NotifyRefusal(400, 'STALE', 'the notification is too old (a replay); nothing was changed')
            : new NotifyRefusal(401, 'SIGNATURE', 'the signature check or the decryption failed; nothing was changed');
        }
        throw error;
      }
      const tx = note.transaction;
      if (note.eventType !== 'TRANSACTION.SUCCESS' || tx.trade_state !== 'SUCCESS') return { result: 'ignored' };
      return db.transaction().execute(async (trx) => {
        const repo = createOrdersRepository(trx);
        if (!(await repo.firstNotification(note.id, tx.out_trade_no))) return { result: 'duplicate' as const };
        const row = await repo.byNoForUpdate(tx.out_trade_no);
        if (!row || row.method !== 'wechatpay') throw orderNotFound();
        if (tx.amount.total !== row.amount_fen || tx.amount.currency !== 'CNY') {
          throw new NotifyRefusal(
            400,
            'AMOUNT',
            `paid ${tx.amount.total} ${tx.amount.currency}, the order is ${row.amount_fen} CNY; nothing was changed`,
          );
        }
        if (row.state === 'paid' && row.transaction_id === tx.transaction_id) return { result: 'duplicate' as const };
        if (row.state !== 'pending') throw notPending();
        await pay(trx, row, { transaction_id: tx.transaction_id });
        return { result: 'paid' as const };
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
