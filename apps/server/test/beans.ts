import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/database';
import { grantBeans } from '../src/modules/beans/ledger';

/** Gives a test user beans (a demo grant), so a test that runs priced tools is not refused for their price. */
export async function fundWallet(db: Database, userId: string, amount = 1000): Promise<void> {
  await db.transaction().execute((trx) =>
    grantBeans(trx, {
      walletOwner: { kind: 'user', id: userId },
      amount,
      kind: 'demo',
      key: `test:${randomUUID()}`,
      ref: { type: 'test', id: userId },
    }),
  );
}
