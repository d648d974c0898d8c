import { sql, type Kysely } from 'kysely';
import { TASK_JOB_TERMINAL_STATUSES, type BeanKind, type BeanMovementsQuery } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import type { WalletOwner } from './ledger';

/** The ledger's reads: a wallet (one indexed row), its movements, and what the sweep and reconciliation look for. */
export function createBeansRepository(db: Kysely<DB>) {
  return {
    async wallet(owner: WalletOwner): Promise<{ id: number | null; available: number; held: number }> {
      const row = await db
        .selectFrom('bean_accounts')
        .select(['id', 'credits_posted', 'debits_posted', 'debits_pending'])
        .where('owner_kind', '=', owner.kind)
        .where('owner_id', '=', owner.id)
        .where('code', '=', 'wallet')
        .executeTakeFirst();
      if (!row) return { id: null, available: 0, held: 0 };
      const held = Number(row.debits_pending);
      return { id: row.id, available: Number(row.credits_posted) - Number(row.debits_posted) - held, held };
    },

    async movements(walletId: number, query: BeanMovementsQuery) {
      let q = db.selectFrom('bean_transfers').where('wallet_id', '=', walletId);
      if (query.kind) q = q.where('kind', '=', query.kind);
      if (query.month) {
        const from = new Date(`${query.month}-01T00:00:00Z`);
        const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
        q = q.where('created_at', '>=', from).where('created_at', '<', to);
      }
      const [rows, count] = await Promise.all([
        q
          .select([
            'id',
            'created_at',
            'kind',
            'phase',
            'amount',
            'debit_account',
            'available_after',
            'ref_type',
            'ref_id',
            'reason',
          ])
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.n),
        movements: rows.map((r) => {
          const amount = Number(r.amount);
          // A hold and a debit lower what is available, a void and a credit raise it, a settle moves held beans.
          const out = r.debit_account === walletId;
          const change = r.phase === 'post' ? 0 : r.phase === 'void' ? amount : out ? -amount : amount;
          return {
            id: String(r.id),
            at: r.created_at.toISOString(),
            kind: r.kind as BeanKind,
            change,
            amount,
            availableAfter: Number(r.available_after),
            refType: r.ref_type,
            refId: r.ref_id,
            reason: r.reason,
          };
        }),
      };
    },

    /** Holds without a post or void whose job has ended or is gone: what a crash between the two could leave. */
    async strandedHolds(limit = 500): Promise<{ taskId: string; status: string | null }[]> {
      const rows = await sql<{ task_id: string; status: string | null }>`
        select h.ref_id as task_id, t.status
        from bean_transfers h
        left join tasks t on t.id::text = h.ref_id
        where h.phase = 'pending'
          and not exists (select 1 from bean_transfers r where r.pending_id = h.id)
          and (t.id is null or t.status in (${sql.join(TASK_JOB_TERMINAL_STATUSES)}))
        order by h.id
        limit ${limit}`.execute(db);
      return rows.rows.map((r) => ({ taskId: r.task_id, status: r.status }));
    },

    /** The ledger's invariants (wave3-design.md §1.3), each violation a line; empty when the ledger is sound. */
    async reconcile(): Promise<string[]> {
      const problems: string[] = [];
      const drift = await sql<{ id: string; what: string }>`
        with sums as (
          select a.id, a.debits_pending, a.debits_posted, a.credits_posted,
            coalesce(sum(t.amount) filter (where t.credit_account = a.id and t.phase = 'single'), 0) as credits,
            coalesce(sum(t.amount) filter (where t.debit_account = a.id and t.phase in ('single', 'post')), 0) as posted,
            coalesce(sum(t.amount) filter (where t.debit_account = a.id and t.phase = 'pending'), 0)
              - coalesce(sum(t.amount) filter (where t.debit_account = a.id and t.phase in ('post', 'void')), 0)
              as pending
          from bean_accounts a left join bean_transfers t on t.debit_account = a.id or t.credit_account = a.id
          where a.owner_kind <> 'system'
          group by a.id
        )
        select id, concat_ws(' ',
          case when credits <> credits_posted then 'credits ' || credits_posted || '<>' || credits end,
          case when posted <> debits_posted then 'posted ' || debits_posted || '<>' || posted end,
          case when pending <> debits_pending then 'pending ' || debits_pending || '<>' || pending end,
          case when debits_posted + debits_pending > credits_posted then 'overdrawn' end) as what
        from sums
        where credits <> credits_posted or posted <> debits_posted or pending <> debits_pending
          or debits_posted + debits_pending > credits_posted`.execute(db);
      for (const r of drift.rows) problems.push(`wallet ${r.id}: ${r.what}`);
      const open = await sql<{ ref_id: string; status: string | null }>`
        select h.ref_id, t.status from bean_transfers h left join tasks t on t.id::text = h.ref_id
        where h.phase = 'pending' and not exists (select 1 from bean_transfers r where r.pending_id = h.id)
          and (t.id is null or t.status in (${sql.join(TASK_JOB_TERMINAL_STATUSES)}))`.execute(db);
      for (const r of open.rows) problems.push(`hold of task ${r.ref_id} unresolved (task ${r.status ?? 'gone'})`);
      const wrong = await sql<{ ref_id: string; status: string; phase: string }>`
        select h.ref_id, t.status, r.phase from bean_transfers h
        join bean_transfers r on r.pending_id = h.id join tasks t on t.id::text = h.ref_id
        where (r.phase = 'post') <> (t.status = 'success')`.execute(db);
      for (const r of wrong.rows) problems.push(`task ${r.ref_id} ${r.status} has a ${r.phase}`);
      const unexplained = await sql<{ id: string }>`
        select id from bean_transfers
        where ref_type is null or ref_id is null
          or (kind in ('grant_staff', 'debit_staff') and (actor_id is null or coalesce(trim(reason), '') = ''))`.execute(
        db,
      );
      for (const r of unexplained.rows) problems.push(`transfer ${r.id} has no cause`);
      return problems;
    },
  };
}

export type BeansRepository = ReturnType<typeof createBeansRepository>;
