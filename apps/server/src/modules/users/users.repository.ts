import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The account's own row as its settings read and write it (sessions and logins: auth.repository.ts). */
export function createUsersRepository(db: Kysely<DB>) {
  return {
    async passwordHash(userId: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
      return row?.password_hash;
    },

    preferences(userId: string) {
      return db
        .selectFrom('users')
        .select(['notify_email', 'email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /**
     * Turns e-mails of job ends on or off; on only where the row has an address (checked in the same statement).
     * Answers whether the row changed.
     */
    async setNotifyEmail(userId: string, notifyEmail: boolean): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ notify_email: notifyEmail })
        .where('id', '=', userId)
        .$if(notifyEmail, (q) => q.where(sql<boolean>`coalesce(trim(email), '') <> ''`))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
