import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, PromotionsTable } from '../../../db/schema';

export type PromotionRow = Selectable<PromotionsTable>;
export interface PromotionValues {
  type: string;
  title_zh: string;
  title_en: string;
  text_zh: string;
  text_en: string;
  image: string;
  action_zh: string;
  action_en: string;
  href: string;
  active_from: Date;
  active_to: Date | null;
}

/** Active now: started, not past its end, not ended by staff. */
const activeNow = sql<boolean>`(active_from <= now() AND (active_to IS NULL OR active_to > now()) AND ended_at IS NULL)`;

/** Promotions and the audit rows of their changes. Bound to `db` or a transaction. */
export function createPromotionsRepository(db: Kysely<DB>) {
  return {
    /** Every promotion with whether it is active now, newest first. */
    list() {
      return db
        .selectFrom('promotions')
        .selectAll()
        .select(activeNow.as('active'))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** The newest active promotion of a type (the one started last). */
    activeOf(type: string) {
      return db
        .selectFrom('promotions')
        .selectAll()
        .select(activeNow.as('active'))
        .where('type', '=', type)
        .where(activeNow)
        .orderBy('active_from', 'desc')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    async insert(values: PromotionValues, by: string) {
      return db
        .insertInto('promotions')
        .values({ ...values, created_by: by })
        .returningAll()
        .returning(activeNow.as('active'))
        .executeTakeFirstOrThrow();
    },

    update(id: string, values: Partial<PromotionValues> & { ended_at?: Date }) {
      return db
        .updateTable('promotions')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .returning(activeNow.as('active'))
        .executeTakeFirst();
    },

    async audit(entry: { userId: string; action: string; ip: string | null; detail: object }) {
      await db
        .insertInto('audit_log')
        .values({ user_id: entry.userId, action: entry.action, ip: entry.ip, detail: JSON.stringify(entry.detail) })
        .execute();
    },
  };
}
