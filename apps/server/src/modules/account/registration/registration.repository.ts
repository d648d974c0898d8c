import { sql, type Kysely } from 'kysely';
import type { DB, NewUser } from '../../../db/schema';
import { isUuid } from '@biocloud/contracts';

/**
 * A company or college name is suggested to anyone only once this many accounts hold it: a name typed by one or two
 * users is theirs, not a shared institution, and the suggestions answer without a login (reliability S12).
 */
const SUGGESTION_MIN_ACCOUNTS = 3;
import { hasEmail } from '../../users/user-email';

export type SuggestionField = 'company' | 'college';

/** A unique violation of the users' e-mail or phone: another registration took it between our check and our write. */
export function takenField(error: unknown): 'email' | 'phone' | null {
  const e = error as { code?: string; constraint?: string } | null;
  if (e?.code !== '23505') return null;
  if (e.constraint === 'users_email_idx' || e.constraint === 'users_username_key') return 'email';
  return e.constraint === 'users_phone_idx' ? 'phone' : null;
}

/** The SQL of registration: who has an address or a number, new accounts, known organization names. */
export function createRegistrationRepository(db: Kysely<DB>) {
  return {
    async emailTaken(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([hasEmail(email), eb('username', '=', email.toLowerCase())]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async phoneTaken(phone: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row !== undefined;
    },

    /** The id when it names a user (an invite link's inviter), else null. */
    async userIdIfExists(id: string | undefined): Promise<string | null> {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      return row?.id ?? null;
    },

    /** In the registration's transaction (`q`) when an invitation is used up with it. */
    async insertUser(user: NewUser, q: Kysely<DB> = db): Promise<string> {
      const row = await q.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Distinct names of `field` starting with `term` (any case), the most used first. */
    async suggestions(field: SuggestionField, term: string, limit: number): Promise<string[]> {
      const column = sql.ref(field);
      const rows = await db
        .selectFrom('users')
        .select(sql<string>`min(${column})`.as('name'))
        .where(sql<string>`lower(${column})`, 'like', `${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
        .groupBy(sql`lower(${column})`)
        .having(sql<number>`count(*)`, '>=', SUGGESTION_MIN_ACCOUNTS)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`lower(${column})`)
        .limit(limit)
        .execute();
      return rows.map((r) => r.name);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
