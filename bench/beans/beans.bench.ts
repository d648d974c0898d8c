import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from '@biocloud/server/src/db/database';
import { startEmbeddedPostgres } from '@biocloud/server/src/db/embedded';
import { migrateToLatest } from '@biocloud/server/src/db/migrator';
import { createLogger } from '@biocloud/server/src/logger';
import { grantBeans, holdBeans, resolveHold, walletId } from '@biocloud/server/src/modules/beans/ledger';
import { benchSeconds, formatOutcome, freePort, judge, withTempDir, type BenchResult } from '../harness';
import { saveRun } from '../support/save-run';

/*
 * The bean ledger (issue 31 item 6) on an embedded PostgreSQL: 1,000 concurrent holds of 1 bean against one wallet
 * funded for 500 must end with exactly 500 holds and 0 available (never negative); then the hold-settle path
 * (ledger.ts, two transactions per job) against the same statements run bare over a pg pool, as throughput.
 */
const HOLDS = 1000;
const FUNDED = 500;
const WALLETS = 50;
const CONCURRENCY = 10;
const POOL = 20;
const TARGET = { better: 'higher', ratio: 0.5 } as const;

const owner = (id: string) => ({ kind: 'user' as const, id });

async function fund(db: Database, userId: string, amount: number): Promise<void> {
  await db.transaction().execute((trx) =>
    grantBeans(trx, {
      walletOwner: owner(userId),
      amount,
      kind: 'demo',
      key: `bench:${randomUUID()}`,
      ref: { type: 'bench', id: userId },
    }),
  );
}

/** 1,000 holds at once on a wallet of 500: how many were taken, and what is left available. */
async function concurrentHolds(db: Database): Promise<{ taken: number; available: number; refused: number }> {
  const userId = randomUUID();
  await fund(db, userId, FUNDED);
  const results = await Promise.allSettled(
    Array.from({ length: HOLDS }, () =>
      db
        .transaction()
        .execute((trx) => holdBeans(trx, { walletOwner: owner(userId), amount: 1, taskId: randomUUID() })),
    ),
  );
  const row = await db
    .selectFrom('bean_accounts')
    .select(['credits_posted', 'debits_posted', 'debits_pending'])
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    taken: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.filter((r) => r.status === 'rejected').length,
    available: row.credits_posted - row.debits_posted - row.debits_pending,
  };
}

/** Runs `cycle` from CONCURRENCY loops for `seconds`; answers cycles per second. */
async function throughput(seconds: number, cycle: (wallet: string) => Promise<void>, users: string[]) {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, loop) => {
      for (let i = 0; Date.now() < end; i += 1) {
        await cycle(users[(loop + i * CONCURRENCY) % users.length]!);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/** The statements of a hold and of its settle, bare: lock the wallet, insert the transfer, move the counters. */
async function bareCycle(pool: pg.Pool, wallet: string, usage: string): Promise<void> {
  const task = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      'select credits_posted - debits_posted - debits_pending as available from bean_accounts where id = $1 for update',
      [wallet],
    );
    const hold = await client.query<{ id: string }>(
      `insert into bean_transfers (idempotency_key, phase, debit_account, credit_account, amount, kind, ref_type, ref_id,
        wallet_id, available_after) values ($1, 'pending', $2, $3, 1, 'run_hold', 'task', $4, $2, 0)
       on conflict do nothing returning id`,
      [`hold:task:${task}`, wallet, usage, task],
    );
    await client.query(
      'update bean_accounts set debits_pending = debits_pending + 1 where id = $1 and credits_posted - debits_posted - debits_pending >= 1',
      [wallet],
    );
    await client.query('commit');
    await client.query('begin');
    await client.query('select id from bean_accounts where id = $1 for update', [wallet]);
    await client.query(
      `insert into bean_transfers (idempotency_key, phase, pending_id, debit_account, credit_account, amount, kind,
        ref_type, ref_id, wallet_id, available_after) values ($1, 'post', $2, $3, $4, 1, 'run_settle', 'task', $5, $3, 0)
       on conflict do nothing returning id`,
      [`settle:task:${task}`, hold.rows[0]!.id, wallet, usage, task],
    );
    await client.query(
      'update bean_accounts set debits_pending = debits_pending - 1, debits_posted = debits_posted + 1 where id = $1',
      [wallet],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

export async function benchBeans(seconds: number): Promise<BenchResult> {
  return withTempDir('biocloud-bench-beans-', async (dir) => {
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pgdata'),
      port: await freePort(),
      logger,
    });
    const { db } = createDatabase(embedded.url, POOL);
    const pool = new pg.Pool({ connectionString: embedded.url, max: POOL });
    try {
      await migrateToLatest(db);
      const race = await concurrentHolds(db);
      const users = Array.from({ length: WALLETS }, () => randomUUID());
      for (const user of users) await fund(db, user, 1_000_000_000);
      const wallets = new Map<string, string>();
      for (const user of users) wallets.set(user, String(await walletId(db, owner(user))));
      const usage = (
        await db.selectFrom('bean_accounts').select('id').where('code', '=', 'usage').executeTakeFirstOrThrow()
      ).id;
      const ledger = async (user: string) => {
        const taskId = randomUUID();
        await db.transaction().execute((trx) => holdBeans(trx, { walletOwner: owner(user), amount: 1, taskId }));
        await db.transaction().execute((trx) => resolveHold(trx, taskId, 'post'));
      };
      const bare = (user: string) => bareCycle(pool, wallets.get(user)!, String(usage));
      // Warm both paths, then alternate halves so load drift hits both sides.
      await throughput(1, ledger, users);
      await throughput(1, bare, users);
      const half = Math.max(1, seconds / 2);
      const subject = ((await throughput(half, ledger, users)) + (await throughput(half, ledger, users))) / 2;
      const reference = ((await throughput(half, bare, users)) + (await throughput(half, bare, users))) / 2;
      return judge({
        name: `hold + settle of a job (${CONCURRENCY} at once over ${WALLETS} wallets)`,
        subject: { label: 'ledger.ts hold + settle', value: subject, unit: 'jobs/s' },
        reference: { label: 'the same statements bare over pg.Pool', value: reference, unit: 'jobs/s' },
        target: TARGET,
        checks: [
          {
            label: `holds taken of ${HOLDS} on a wallet of ${FUNDED}`,
            value: race.taken,
            unit: 'holds',
            limit: FUNDED,
            better: 'lower',
          },
          { label: 'holds taken (at least)', value: race.taken, unit: 'holds', limit: FUNDED, better: 'higher' },
          { label: 'available after the race', value: race.available, unit: 'beans', limit: 0, better: 'lower' },
          { label: 'available never negative', value: race.available, unit: 'beans', limit: 0, better: 'higher' },
        ],
      });
    } finally {
      await pool.end();
      await db.destroy();
      await embedded.stop();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = benchSeconds();
  const outcome = await benchBeans(seconds);
  console.log(formatOutcome(outcome));
  saveRun([outcome], seconds);
}
