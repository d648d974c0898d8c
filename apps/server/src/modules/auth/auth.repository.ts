import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { hasEmail } from '../users/user-email';

export type SessionWithUser = {
  sessionId: string;
  tokenHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: UserRow;
};

export function createAuthRepository(db: Database) {
  return {
    /** The login form accepts the username or the account's e-mail address (case-insensitive). */
    findUserByLogin(login: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username', '=', login), hasEmail(login)]))
        .orderBy(sql`username = ${login}`, 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async createSession(input: {
      tokenHash: string;
      userId: string;
      expiresAt: Date;
      rememberMe: boolean;
      ip: string | null;
      userAgent: string | null;
    }): Promise<string> {
      const row = await db
        .insertInto('sessions')
        .values({
          token_hash: input.tokenHash,
          user_id: input.userId,
          expires_at: input.expiresAt,
          remember_me: input.rememberMe,
          ip: input.ip,
          user_agent: input.userAgent,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A live session: not past its absolute lifetime and used within the idle limit. */
    async findLiveSession(tokenHash: string, idleSeconds: number): Promise<SessionWithUser | undefined> {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('u')
        .select(['s.id as session_id', 's.last_seen_at', 's.expires_at'])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', sql<Date>`now()`)
        .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${idleSeconds})`)
        .where('u.locked', '=', false)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_id, last_seen_at, expires_at, ...user } = row;
      return { sessionId: session_id, tokenHash, lastSeenAt: last_seen_at, expiresAt: expires_at, user };
    },

    async touchSession(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: sql`now()` })
        .where('id', '=', sessionId)
        .execute();
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Ends every session of the account but `keepSessionId` (the caller's own, when it stays logged in). */
    async deleteSessionsOfUser(userId: string, keepSessionId?: string): Promise<number> {
      const res = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .$if(keepSessionId !== undefined, (q) => q.where('id', '<>', keepSessionId!))
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async deleteExpiredSessions(idleSeconds: number): Promise<number> {
      const res = await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', sql<Date>`now()`),
            eb('last_seen_at', '<=', sql<Date>`now() - make_interval(secs => ${idleSeconds})`),
          ]),
        )
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async countRecentFailures(keys: string[], windowSeconds: number): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('login_attempts')
        .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
        .where('key', 'in', keys)
        .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .groupBy('key')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
    },

    async recordFailure(keys: string[]): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values(keys.map((key) => ({ key })))
        .execute();
    },

    async deleteFailuresOlderThan(windowSeconds: number): Promise<number> {
      const res = await db
        .deleteFrom('login_attempts')
        .where('at', '<=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async clearFailures(key: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('key', '=', key).execute();
    },

    async audit(entry: { userId: string | null; action: string; ip: string | null; detail?: object }): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          user_id: entry.userId,
          action: entry.action,
          ip: entry.ip,
          detail: JSON.stringify(entry.detail ?? {}),
        })
        .execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
