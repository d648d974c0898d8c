import { sql, type Kysely, type Transaction } from 'kysely';
import type { InvitationState } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';

/** An invitation's state, derived as the list shows it: revoked, used, expired, open (first that applies). */
const stateOf = sql<InvitationState>`case
  when i.revoked_at is not null then 'revoked'
  when i.used_at is not null then 'used'
  when i.expires_at <= now() then 'expired'
  else 'open' end`;

export interface InvitationRow {
  id: string;
  email: string | null;
  state: InvitationState;
  created_at: Date;
  expires_at: Date;
  created_by: string | null;
  creator: string | null;
  user: string | null;
  used_at: Date | null;
  mailed_at: Date | null;
}

/** The SQL of invitations: rows with their derived state and the usernames around them; the writes of each step. */
export function createInvitationsRepository(db: Kysely<DB>) {
  const rows = (q: Kysely<DB> = db) =>
    q
      .selectFrom('invitations as i')
      .leftJoin('users as c', 'c.id', 'i.created_by')
      .leftJoin('users as u', 'u.id', 'i.used_by')
      .select([
        'i.id',
        'i.email',
        stateOf.as('state'),
        'i.created_at',
        'i.expires_at',
        'i.created_by',
        'c.username as creator',
        'u.username as user',
        'i.used_at',
        'i.mailed_at',
      ]);

  return {
    async page(query: { state?: InvitationState; createdBy?: string }, offset: number, limit: number) {
      let list = rows();
      let count = db.selectFrom('invitations as i').select(sql<string>`count(*)`.as('n'));
      if (query.state) {
        list = list.where(stateOf, '=', query.state);
        count = count.where(stateOf, '=', query.state);
      }
      if (query.createdBy) {
        list = list.where('i.created_by', '=', query.createdBy);
        count = count.where('i.created_by', '=', query.createdBy);
      }
      const [items, total] = await Promise.all([
        list.orderBy('i.created_at', 'desc').orderBy('i.id').offset(offset).limit(limit).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: items as InvitationRow[], total: Number(total.n) };
    },

    async find(id: string, q: Kysely<DB> = db): Promise<InvitationRow | undefined> {
      return rows(q).where('i.id', '=', id).executeTakeFirst();
    },

    /** Locks the creator's row so that two invitations made at once cannot both pass the cap. */
    async openCountLocked(trx: Transaction<DB>, userId: string): Promise<number> {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const row = await trx
        .selectFrom('invitations')
        .select(sql<string>`count(*)`.as('n'))
        .where('created_by', '=', userId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(trx: Kysely<DB>, row: { createdBy: string; email: string | null; ttlDays: number }): Promise<string> {
      const created = await trx
        .insertInto('invitations')
        .values({
          created_by: row.createdBy,
          email: row.email,
          expires_at: sql<Date>`now() + make_interval(days => ${row.ttlDays})`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },

    /** Revokes an open invitation; false when it is not open (used, expired, revoked) or not there. */
    async revoke(trx: Kysely<DB>, id: string, by: string): Promise<boolean> {
      const res = await trx
        .updateTable('invitations')
        .set({ revoked_at: sql<Date>`now()`, revoked_by: by })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async markMailed(trx: Kysely<DB>, id: string): Promise<void> {
      await trx
        .updateTable('invitations')
        .set({ mailed_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Uses the invitation up if it is still open: one conditional update, so of two registrations at once the second
     * waits for the first's row lock, then finds it used. Answers the row used, or undefined.
     */
    async claim(trx: Kysely<DB>, id: string): Promise<{ email: string | null; created_by: string | null } | undefined> {
      return trx
        .updateTable('invitations')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['email', 'created_by'])
        .executeTakeFirst();
    },

    async setUsedBy(trx: Kysely<DB>, id: string, userId: string): Promise<void> {
      await trx.updateTable('invitations').set({ used_by: userId }).where('id', '=', id).execute();
    },

    async audit(trx: Kysely<DB>, entry: { userId: string; action: string; ip: string | null; detail: object }) {
      await trx
        .insertInto('audit_log')
        .values({ user_id: entry.userId, action: entry.action, ip: entry.ip, detail: JSON.stringify(entry.detail) })
        .execute();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
