import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, PackageOrdersTable, PaymentMethod } from '../../db/schema';

export type OrderRow = Selectable<PackageOrdersTable>;

/** Upgrade orders: pending -> paid | cancelled | expired, each move guarded by the state it leaves. */
export function createOrdersRepository(db: Kysely<DB>) {
  return {
    /** Marks the user's pending orders past their time expired (checked lazily, before every read and write). */
    async expireDue(userId?: string): Promise<void> {
      await db
        .updateTable('package_orders')
        .set({ state: 'expired', ended_at: sql<Date>`now()` })
        .where('state', '=', 'pending')
        .where('expires_at', '<=', sql<Date>`now()`)
        .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
        .execute();
    },

    /** Inserts the order unless the user has a pending one already; answers the user's pending order either way. */
    async insertPending(values: {
      orderNo: string;
      userId: string;
      levelCode: string;
      amountFen: number;
      method: PaymentMethod;
      expiresAt: Date;
    }): Promise<{ order: OrderRow; created: boolean }> {
      const inserted = await db
        .insertInto('package_orders')
        .values({
          order_no: values.orderNo,
          user_id: values.userId,
          level_code: values.levelCode,
          amount_fen: values.amountFen,
          method: values.method,
          expires_at: values.expiresAt,
        })
        .onConflict((oc) => oc.column('user_id').where('state', '=', 'pending').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { order: inserted, created: true };
      const existing = await this.pendingOf(values.userId);
      if (!existing) throw new Error('pending order vanished');
      return { order: existing, created: false };
    },

    pendingOf(userId: string) {
      return db
        .selectFrom('package_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
    },

    byNo(orderNo: string) {
      return db.selectFrom('package_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    byNoForUpdate(orderNo: string) {
      return db.selectFrom('package_orders').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    },

    setCodeUrl(id: string, codeUrl: string) {
      return db.updateTable('package_orders').set({ code_url: codeUrl }).where('id', '=', id).execute();
    },

    /** Moves a pending order on; answers the row, or undefined when it was not pending. */
    end(
      id: string,
      state: 'paid' | 'cancelled' | 'expired',
      extra: { transaction_id?: string; confirmed_by?: string } = {},
    ) {
      return db
        .updateTable('package_orders')
        .set({ state, ended_at: sql<Date>`now()`, ...extra })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /** Records a notification id; false when it was seen before. */
    async firstNotification(id: string, orderNo: string): Promise<boolean> {
      const row = await db
        .insertInto('payment_notifications')
        .values({ id, order_no: orderNo })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Orders for staff, newest first, with each buyer's username. */
    list(filter: { state?: OrderRow['state']; method?: PaymentMethod }, limit: number) {
      return db
        .selectFrom('package_orders')
        .innerJoin('users', 'users.id', 'package_orders.user_id')
        .selectAll('package_orders')
        .select('users.username')
        .$if(filter.state !== undefined, (q) => q.where('package_orders.state', '=', filter.state!))
        .$if(filter.method !== undefined, (q) => q.where('package_orders.method', '=', filter.method!))
        .orderBy('package_orders.created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
