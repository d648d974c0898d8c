import { sql, type Kysely } from 'kysely';

/*
 * The cloud-bean ledger (wave3-design.md §1.3, after TigerBeetle's two-phase transfers): wallets with cached counters
 * that a CHECK keeps from overdrawing, and immutable transfers, one per business event (unique idempotency key). A hold
 * is a 'pending' transfer; its post or void is a new row pointing at it, at most one per hold (partial unique index).
 * System accounts (issuance, usage) are the other side of every transfer; their counters are not kept (derived by the
 * reconciliation), so grants and settles never queue on one hot row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bean_accounts (
      id bigint generated always as identity primary key,
      owner_kind text not null check (owner_kind in ('user', 'group', 'system')),
      owner_id uuid,
      code text not null,
      no_overdraft boolean not null,
      debits_pending bigint not null default 0 check (debits_pending >= 0),
      debits_posted bigint not null default 0 check (debits_posted >= 0),
      credits_posted bigint not null default 0 check (credits_posted >= 0),
      created_at timestamptz not null default now(),
      constraint bean_accounts_no_overdraft check (not no_overdraft or debits_posted + debits_pending <= credits_posted),
      constraint bean_accounts_owner unique nulls not distinct (owner_kind, owner_id, code)
    )`.execute(db);
  await sql`
    insert into bean_accounts (owner_kind, owner_id, code, no_overdraft)
    values ('system', null, 'issuance', false), ('system', null, 'usage', false)`.execute(db);
  await sql`
    create table bean_transfers (
      id bigint generated always as identity primary key,
      idempotency_key text not null unique,
      phase text not null check (phase in ('single', 'pending', 'post', 'void')),
      pending_id bigint references bean_transfers (id),
      debit_account bigint not null references bean_accounts (id),
      credit_account bigint not null references bean_accounts (id),
      amount bigint not null check (amount > 0 and amount <= 1000000000),
      kind text not null,
      ref_type text,
      ref_id text,
      actor_id uuid,
      reason text,
      wallet_id bigint not null references bean_accounts (id),
      available_after bigint not null,
      created_at timestamptz not null default now(),
      check ((phase in ('post', 'void')) = (pending_id is not null)),
      check (debit_account <> credit_account)
    )`.execute(db);
  await sql`create unique index bean_transfers_one_resolution on bean_transfers (pending_id) where pending_id is not null`.execute(
    db,
  );
  await sql`create index bean_transfers_wallet_idx on bean_transfers (wallet_id, id desc)`.execute(db);
  await sql`create index bean_transfers_ref_idx on bean_transfers (ref_type, ref_id)`.execute(db);
  // Mistakes are corrected by new transfers, never by edits.
  await sql`
    create function bean_transfers_immutable() returns trigger language plpgsql as $$
    begin raise exception 'bean_transfers are immutable'; end $$`.execute(db);
  await sql`
    create trigger bean_transfers_immutable before update or delete on bean_transfers
    for each row execute function bean_transfers_immutable()`.execute(db);
  // Prices staff set over the catalogue's manifests (the manifest's price when there is no row).
  await sql`
    create table bean_tool_prices (
      tool_id text primary key,
      beans integer not null check (beans >= 0 and beans <= 1000000),
      beans_accepted boolean not null,
      updated_by uuid,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table bean_tool_prices`.execute(db);
  await sql`drop table bean_transfers`.execute(db);
  await sql`drop function bean_transfers_immutable`.execute(db);
  await sql`drop table bean_accounts`.execute(db);
}
