import { sql, type Kysely } from 'kysely';
import { BEANS_MAX_AMOUNT, type BeanKind } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';

/*
 * The ledger's writes (wave3-design.md §1.3). Each runs inside the caller's transaction, the one of the business
 * change it belongs to (a task's submit or end, a survey answer), so both commit or neither. Every write locks the
 * wallet row first (FOR UPDATE: the row lock serialises a wallet's movements), inserts its transfer under its
 * idempotency key (ON CONFLICT DO NOTHING: a replay inserts nothing and changes no counter), then moves the counters
 * with a conditional UPDATE; the CHECK of bean_accounts refuses an overdraft whatever the code above does.
 */

export type WalletOwner = { kind: 'user' | 'group'; id: string };

export const notEnoughBeans = (price: number, available: number) =>
  new AppError('BEANS_NOT_ENOUGH', 409, { price, available }, { price, available });
export const amountInvalid = () => new AppError('VALIDATION_ERROR', 400);
/** A key reused for another movement: a bug of the caller (keys name one business event), not a user's mistake. */
export class BeanKeyConflict extends Error {
  constructor(key: string) {
    super(`bean transfer key ${key} already recorded with another amount or wallet`);
    this.name = 'BeanKeyConflict';
  }
}

export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > BEANS_MAX_AMOUNT) throw amountInvalid();
}

interface LockedWallet {
  id: number;
  available: number;
  held: number;
}

/** The ids of the system accounts (made by the migration; the same in every database of an install). */
async function systemAccounts(db: Kysely<DB>): Promise<Record<'issuance' | 'usage', number>> {
  const rows = await db.selectFrom('bean_accounts').select(['id', 'code']).where('owner_kind', '=', 'system').execute();
  const byCode = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  return { issuance: byCode.issuance!, usage: byCode.usage! };
}

/** The wallet's id, made on first use (two first uses at once make one: the owner is unique). */
export async function walletId(db: Kysely<DB>, owner: WalletOwner): Promise<number> {
  const found = await db
    .selectFrom('bean_accounts')
    .select('id')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('code', '=', 'wallet')
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('bean_accounts')
    .values({ owner_kind: owner.kind, owner_id: owner.id, code: 'wallet', no_overdraft: true })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return walletId(db, owner);
}

async function lockWallet(db: Kysely<DB>, owner: WalletOwner): Promise<LockedWallet> {
  const id = await walletId(db, owner);
  const row = await sql<{ available: string; held: string }>`
    select credits_posted - debits_posted - debits_pending as available, debits_pending as held
    from bean_accounts where id = ${id} for update`.execute(db);
  const locked = row.rows[0]!;
  return { id, available: Number(locked.available), held: Number(locked.held) };
}

interface TransferInput {
  key: string;
  phase: 'single' | 'pending' | 'post' | 'void';
  pendingId?: number;
  debit: number;
  credit: number;
  amount: number;
  kind: BeanKind;
  wallet: number;
  availableAfter: number;
  ref?: { type: string; id: string };
  actorId?: string | null;
  reason?: string | null;
}

export interface TransferResult {
  transferId: string;
  /** The key had been recorded already: nothing was moved this time. */
  replayed: boolean;
}

/**
 * Inserts the transfer unless its key (or, for a resolution, its hold) has one already; answers the existing one then,
 * refusing a replay whose amount or wallet differs (TigerBeetle's exists_with_different_*).
 */
async function insertTransfer(db: Kysely<DB>, t: TransferInput): Promise<TransferResult> {
  const inserted = await sql<{ id: number }>`
    insert into bean_transfers (idempotency_key, phase, pending_id, debit_account, credit_account, amount, kind,
      ref_type, ref_id, actor_id, reason, wallet_id, available_after)
    values (${t.key}, ${t.phase}, ${t.pendingId ?? null}, ${t.debit}, ${t.credit}, ${t.amount}, ${t.kind},
      ${t.ref?.type ?? null}, ${t.ref?.id ?? null}, ${t.actorId ?? null}, ${t.reason ?? null}, ${t.wallet},
      ${t.availableAfter})
    on conflict do nothing returning id`.execute(db);
  if (inserted.rows[0]) return { transferId: String(inserted.rows[0].id), replayed: false };
  const existing = await db
    .selectFrom('bean_transfers')
    .select(['id', 'amount', 'wallet_id'])
    .where((eb) =>
      t.pendingId
        ? eb.or([eb('idempotency_key', '=', t.key), eb('pending_id', '=', t.pendingId)])
        : eb('idempotency_key', '=', t.key),
    )
    .executeTakeFirstOrThrow();
  if (!t.pendingId && (Number(existing.amount) !== t.amount || existing.wallet_id !== t.wallet))
    throw new BeanKeyConflict(t.key);
  return { transferId: String(existing.id), replayed: true };
}

/** Moves a wallet's counters; the WHERE and the table's CHECK both refuse an overdraft. */
async function moveCounters(
  db: Kysely<DB>,
  wallet: number,
  delta: { credits?: number; posted?: number; pending?: number },
): Promise<void> {
  const credits = delta.credits ?? 0;
  const posted = delta.posted ?? 0;
  const pending = delta.pending ?? 0;
  const moved = await sql`
    update bean_accounts set credits_posted = credits_posted + ${credits}, debits_posted = debits_posted + ${posted},
      debits_pending = debits_pending + ${pending}
    where id = ${wallet}
      and credits_posted + ${credits} - debits_posted - ${posted} - debits_pending - ${pending} >= 0`.execute(db);
  if (moved.numAffectedRows !== 1n) throw new Error(`bean wallet ${wallet} would overdraw`);
}

export interface GrantInput {
  walletOwner: WalletOwner;
  amount: number;
  kind: 'package' | 'purchase' | 'survey' | 'staff' | 'demo';
  /** Unique per business event: 'survey:<user>:<project>:<stage>', 'order:<id>', 'package:<sub>:<period>'... */
  key: string;
  reason?: string | null;
  actorId?: string | null;
  /** What the movement is for ('survey', 'order', 'subscription', 'user' for a staff adjustment...). */
  ref: { type: string; id: string };
}

/** Credits beans to a wallet once per key (the packages, payments and survey modules call it in their transaction). */
export async function grantBeans(db: Kysely<DB>, input: GrantInput): Promise<TransferResult> {
  assertAmount(input.amount);
  const system = await systemAccounts(db);
  const wallet = await lockWallet(db, input.walletOwner);
  const result = await insertTransfer(db, {
    key: input.key,
    phase: 'single',
    debit: system.issuance,
    credit: wallet.id,
    amount: input.amount,
    kind: `grant_${input.kind}`,
    wallet: wallet.id,
    availableAfter: wallet.available + input.amount,
    ref: input.ref,
    actorId: input.actorId,
    reason: input.reason,
  });
  if (!result.replayed) await moveCounters(db, wallet.id, { credits: input.amount });
  return result;
}

/** Takes beans out of a wallet for good (a staff correction); refused when the wallet has not that many available. */
export async function debitBeans(
  db: Kysely<DB>,
  input: Omit<GrantInput, 'kind'> & { kind: 'staff' },
): Promise<TransferResult> {
  assertAmount(input.amount);
  const system = await systemAccounts(db);
  const wallet = await lockWallet(db, input.walletOwner);
  if (wallet.available < input.amount) throw notEnoughBeans(input.amount, wallet.available);
  const result = await insertTransfer(db, {
    key: input.key,
    phase: 'single',
    debit: wallet.id,
    credit: system.issuance,
    amount: input.amount,
    kind: 'debit_staff',
    wallet: wallet.id,
    availableAfter: wallet.available - input.amount,
    ref: input.ref,
    actorId: input.actorId,
    reason: input.reason,
  });
  if (!result.replayed) await moveCounters(db, wallet.id, { posted: input.amount });
  return result;
}

export const holdKey = (taskId: string) => `hold:task:${taskId}`;

/** Reserves a job's price at submit: refused (with price and balance) when the wallet has not that many available. */
export async function holdBeans(
  db: Kysely<DB>,
  input: { walletOwner: WalletOwner; amount: number; taskId: string },
): Promise<TransferResult> {
  assertAmount(input.amount);
  const system = await systemAccounts(db);
  const wallet = await lockWallet(db, input.walletOwner);
  const key = holdKey(input.taskId);
  const held = await db.selectFrom('bean_transfers').select('id').where('idempotency_key', '=', key).executeTakeFirst();
  if (held) return { transferId: String(held.id), replayed: true };
  if (wallet.available < input.amount) throw notEnoughBeans(input.amount, wallet.available);
  const result = await insertTransfer(db, {
    key,
    phase: 'pending',
    debit: wallet.id,
    credit: system.usage,
    amount: input.amount,
    kind: 'run_hold',
    wallet: wallet.id,
    availableAfter: wallet.available - input.amount,
    ref: { type: 'task', id: input.taskId },
  });
  if (!result.replayed) await moveCounters(db, wallet.id, { pending: input.amount });
  return result;
}

/**
 * Ends a job's hold: posts it when the job succeeded, voids it (the beans come back) otherwise. At most once per hold
 * (the partial unique index on pending_id), whoever calls first: the task's end, the sweep or a second engine.
 * Answers undefined when the job had no hold.
 */
export async function resolveHold(
  db: Kysely<DB>,
  taskId: string,
  outcome: 'post' | 'void',
): Promise<TransferResult | undefined> {
  const hold = await db
    .selectFrom('bean_transfers')
    .select(['id', 'wallet_id', 'debit_account', 'credit_account', 'amount'])
    .where('idempotency_key', '=', holdKey(taskId))
    .executeTakeFirst();
  if (!hold) return undefined;
  const owner = await db
    .selectFrom('bean_accounts')
    .select(['owner_kind', 'owner_id'])
    .where('id', '=', hold.wallet_id)
    .executeTakeFirstOrThrow();
  const wallet = await lockWallet(db, { kind: owner.owner_kind as WalletOwner['kind'], id: owner.owner_id! });
  const amount = Number(hold.amount);
  const result = await insertTransfer(db, {
    key: `${outcome === 'post' ? 'settle' : 'void'}:task:${taskId}`,
    phase: outcome,
    pendingId: hold.id,
    debit: hold.debit_account,
    credit: hold.credit_account,
    amount,
    kind: outcome === 'post' ? 'run_settle' : 'run_refund',
    wallet: wallet.id,
    availableAfter: wallet.available + (outcome === 'void' ? amount : 0),
    ref: { type: 'task', id: taskId },
  });
  if (!result.replayed) {
    await moveCounters(db, wallet.id, outcome === 'post' ? { pending: -amount, posted: amount } : { pending: -amount });
  }
  return result;
}
