import { sql, type Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema';

/** Each user's FTP password (argon2 hash), separate from their login password. */
export function createFtpCredentialsRepository(db: Kysely<DB>) {
  return {
    async save(userId: string, passwordHash: string): Promise<void> {
      await db
        .insertInto('ftp_credentials')
        .values({ user_id: userId, password_hash: passwordHash })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: passwordHash, created_at: sql`now()` }))
        .execute();
    },

    /** The user of an FTP login name (their username) with their FTP password hash, if they made one. */
    async findLogin(username: string): Promise<{ user: UserRow; passwordHash: string } | undefined> {
      const user = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
      if (!user) return undefined;
      const row = await db
        .selectFrom('ftp_credentials')
        .select('password_hash')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return row ? { user, passwordHash: row.password_hash } : undefined;
    },
  };
}

export type FtpCredentialsRepository = ReturnType<typeof createFtpCredentialsRepository>;
