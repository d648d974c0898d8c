import type { Database } from '../db/database';
import { grantBeans } from '../modules/beans/ledger';

/** The demo customer's starting beans: enough for every priced example run of every test and demo, many times. */
export const DEMO_BEANS = 100_000;

/** Grants the demo customer's starting beans once (the key makes a second seed a replay). */
export async function seedDemoBeans(db: Database, username: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!user) return;
  await db.transaction().execute((trx) =>
    grantBeans(trx, {
      walletOwner: { kind: 'user', id: user.id },
      amount: DEMO_BEANS,
      kind: 'demo',
      key: `demo:${user.id}`,
      reason: 'demo data',
      ref: { type: 'seed', id: 'demo' },
    }),
  );
}
