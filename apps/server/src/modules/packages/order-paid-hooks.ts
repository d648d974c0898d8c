import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What a paid order gave: the hooks' view of it. */
export interface PaidOrder {
  id: string;
  orderNo: string;
  userId: string;
  levelCode: string;
  amountFen: number;
  /** The level's monthly beans at the time of payment. */
  monthlyBeans: number;
  /** The package period this payment bought. */
  periodStart: Date;
  periodEnd: Date;
}

export type OrderPaidHook = (trx: Kysely<DB>, order: PaidOrder) => Promise<void>;

/**
 * Work done in the transaction that marks an order paid (the package's grants, e.g. its monthly beans): a hook that
 * throws rolls the payment back, so a payment never counts without its grants. Each order is paid once (the state
 * machine), so a hook runs once per order; grants should still key on `order.orderNo` for idempotency.
 */
export function createOrderPaidHooks() {
  const hooks: OrderPaidHook[] = [];
  return {
    onOrderPaid(hook: OrderPaidHook): void {
      hooks.push(hook);
    },
    async run(trx: Kysely<DB>, order: PaidOrder): Promise<void> {
      for (const hook of hooks) await hook(trx, order);
    },
  };
}

export type OrderPaidHooks = ReturnType<typeof createOrderPaidHooks>;
