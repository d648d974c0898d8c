import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { adminAuditQuerySchema } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/*
 * The audit log (append-only since 20270204T0001_admin_console.ts): the one writer of staff console rows, and the
 * console's filtered, newest-first reads. Each filter has an index ending in (at desc, id desc).
 */

export type AuditFilter = Omit<z.output<typeof adminAuditQuerySchema>, 'page' | 'pageSize'>;

export interface AuditEntry {
  actorId: string;
  action: string;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** Writes one audit row through `trx`, the transaction of the write it records. */
export async function writeAudit(trx: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({ user_id: entry.actorId, action: entry.action, ip: entry.ip, detail: JSON.stringify(entry.detail) })
    .execute();
}

export function createAuditLogRepository(db: Kysely<DB>) {
  const filtered = (filter: AuditFilter) => {
    let query = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.user_id');
    // An unknown actor matches no row (a username no account has, never "every row").
    if (filter.actor) {
      query = query.where('a.user_id', '=', (eb) =>
        eb.selectFrom('users').select('id').where('username', '=', filter.actor!),
      );
    }
    if (filter.resource) query = query.where('a.resource', '=', filter.resource);
    if (filter.action) query = query.where('a.action', '=', filter.action);
    if (filter.from) query = query.where('a.at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('a.at', '<', new Date(filter.to));
    return query;
  };
  const columns = [
    sql<string>`a.id::text`.as('id'),
    'a.at',
    'a.user_id',
    'u.username',
    'a.action',
    'a.resource',
    'a.ip',
    'a.detail',
    // The exact time (microseconds) for the export's keyset: a Date keeps milliseconds only.
    sql<string>`a.at::text`.as('at_key'),
  ] as const;

  return {
    async page(filter: AuditFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .select(columns)
          .orderBy('a.at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Rows after the keyset `after` (at, id) in the same order, for a streamed export. */
    batchAfter(filter: AuditFilter, after: { atKey: string; id: string } | null, limit: number) {
      let query = filtered(filter).select(columns);
      if (after) query = query.where(sql<boolean>`(a.at, a.id) < (${after.atKey}::timestamptz, ${after.id}::bigint)`);
      return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
export type AuditLogRow = Awaited<ReturnType<AuditLogRepository['batchAfter']>>[number];
