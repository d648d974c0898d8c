import type { Database } from '../../../db/database';
import type { NewUser } from '../../../db/schema';
import { emailTaken } from '../../users/user-email';

/** The SQL of the operators' account command (operator-accounts.ts). */
export function createOperatorAccountsRepository(db: Database) {
  return {
    findByUsername(username: string) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'locked'])
        .where('username', '=', username)
        .executeTakeFirst();
    },

    /** E-mail addresses are unique without regard to case (users_email_idx). */
    emailTaken: (email: string) => emailTaken(db, email),

    async insertUser(row: NewUser): Promise<string> {
      const created = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
      return created.id;
    },

    async setLocked(userId: string, locked: boolean): Promise<void> {
      await db.updateTable('users').set({ locked }).where('id', '=', userId).execute();
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    /** Every session of the account; returns how many there were. */
    async endSessions(userId: string): Promise<number> {
      const res = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async audit(userId: string, action: string, detail: object = {}): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({ user_id: userId, action, ip: null, detail: JSON.stringify({ by: 'operator', ...detail }) })
        .execute();
    },
  };
}
