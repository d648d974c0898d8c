import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { NewUser, UserRow } from '../../../db/schema';
import { emailTaken } from '../../users/user-email';
import type { WechatIdentity } from './wechat-client';

export type PendingWechatUser = Pick<WechatIdentity, 'unionid' | 'nickname' | 'headimgurl'>;

/** The SQL of WeChat login: accounts by unionid, binding, and WeChat users waiting to bind or register. */
export function createWechatRepository(db: Database) {
  return {
    findUserByUnionid(unionid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('wechat_unionid', '=', unionid).executeTakeFirst();
    },

    /** Read afresh, not from the session (which may be a second old). */
    findUserById(userId: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    /** Binds when the account has no WeChat yet; false otherwise. */
    async bind(userId: string, who: PendingWechatUser): Promise<boolean> {
      const res = await db
        .updateTable('users')
        .set({ wechat_unionid: who.unionid, wechat_nickname: who.nickname })
        .where('id', '=', userId)
        .where('wechat_unionid', 'is', null)
        .executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    async unbind(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ wechat_unionid: null, wechat_nickname: null })
        .where('id', '=', userId)
        .execute();
    },

    async savePending(tokenHash: string, who: PendingWechatUser, ttlSeconds: number): Promise<void> {
      await db
        .insertInto('wechat_pending')
        .values({
          token_hash: tokenHash,
          unionid: who.unionid,
          nickname: who.nickname,
          headimgurl: who.headimgurl,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .execute();
    },

    findPending(tokenHash: string): Promise<PendingWechatUser | undefined> {
      return db
        .selectFrom('wechat_pending')
        .select(['unionid', 'nickname', 'headimgurl'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },

    /** Removes it (and every expired one): a pending WeChat user binds or registers once. */
    async takePending(tokenHash: string): Promise<PendingWechatUser | undefined> {
      const row = await db
        .deleteFrom('wechat_pending')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['unionid', 'nickname', 'headimgurl'])
        .executeTakeFirst();
      await db
        .deleteFrom('wechat_pending')
        .where('expires_at', '<=', sql<Date>`now()`)
        .execute();
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      return row !== undefined;
    },

    emailTaken: (email: string) => emailTaken(db, email),

    insertUser(row: NewUser): Promise<UserRow> {
      return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async audit(userId: string, action: string, ip: string | null): Promise<void> {
      await db.insertInto('audit_log').values({ user_id: userId, action, ip, detail: '{}' }).execute();
    },
  };
}

export type WechatRepository = ReturnType<typeof createWechatRepository>;
