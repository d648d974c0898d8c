import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SLOT_STATUSES } from '../tasks/tasks.repository';

/** Package levels, users' paid packages and what they use. */
export function createPackagesRepository(db: Kysely<DB>) {
  return {
    levels() {
      return db.selectFrom('package_levels').selectAll().orderBy('rank').execute();
    },

    level(code: string) {
      return db.selectFrom('package_levels').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** The level row locked for a change. */
    levelForUpdate(code: string) {
      return db.selectFrom('package_levels').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
    },

    updateLevel(
      code: string,
      values: {
        name_zh: string;
        name_en: string;
        storage_bytes: number | null;
        concurrent_jobs: number | null;
        monthly_beans: number;
        price_fen: number;
        period_days: number;
        active: boolean;
      },
    ) {
      return db
        .updateTable('package_levels')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('code', '=', code)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The user's package row while it runs (none: the free level). */
    active(userId: string) {
      return db
        .selectFrom('user_packages')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ends_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },

    /** The user's own storage quota (the free level's, unless staff changed it) and their usage. */
    async usage(userId: string): Promise<{ ownQuota: number; storage: number; running: number }> {
      const row = await db
        .selectFrom('users')
        .select((eb) => [
          'quota_bytes',
          eb
            .selectFrom('files')
            .select(sql<string>`coalesce(sum(size), 0)`.as('s'))
            .where('owner_id', '=', userId)
            .where('scope', '=', 'private')
            .as('storage'),
          eb
            .selectFrom('tasks')
            .select(sql<string>`count(*)`.as('n'))
            .where('user_id', '=', userId)
            .where('status', 'in', SLOT_STATUSES)
            .as('running'),
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        ownQuota: Number(row.quota_bytes),
        storage: Number(row.storage ?? 0),
        running: Number(row.running ?? 0),
      };
    },

    /**
     * Gives the user `levelCode` for `days`: the same level extends from its end, another one starts now. Answers
     * the period bought.
     */
    async grant(userId: string, levelCode: string, days: number, orderId: string): Promise<{ start: Date; end: Date }> {
      const current = await db
        .selectFrom('user_packages')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      const now = new Date();
      const start = current && current.level_code === levelCode && current.ends_at > now ? current.ends_at : now;
      const end = new Date(start.getTime() + days * 86_400_000);
      await db
        .insertInto('user_packages')
        .values({ user_id: userId, level_code: levelCode, starts_at: start, ends_at: end, order_id: orderId })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ level_code: levelCode, starts_at: start, ends_at: end, order_id: orderId }),
        )
        .execute();
      return { start, end };
    },

    async audit(entry: { userId: string; action: string; ip: string | null; detail: object }) {
      await db
        .insertInto('audit_log')
        .values({ user_id: entry.userId, action: entry.action, ip: entry.ip, detail: JSON.stringify(entry.detail) })
        .execute();
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
export type LevelRow = Awaited<ReturnType<PackagesRepository['levels']>>[number];
