import { sql, type Kysely } from 'kysely';

/** WeChat login: the WeChat user bound to an account, and WeChat users not yet known while they choose. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('wechat_unionid', 'text', (c) => c.unique())
    .addColumn('wechat_nickname', 'text')
    .execute();
  await db.schema
    .createTable('wechat_pending')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('unionid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('headimgurl', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_pending').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('wechat_nickname').dropColumn('wechat_unionid').execute();
}
