import { sql, type Kysely } from 'kysely';

const GIB = 1024 ** 3;

/**
 * Package levels (issue 31 item 3) as data staff edit, each user's paid package, and the upgrade orders with their
 * payment. A null storage or job quota means the instance default (users.quota_bytes, TASK_USER_CONCURRENCY), so
 * the free level changes nothing of an existing install. Money is integer fen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('package_levels')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[a-z][a-z0-9_]{0,31}$'`))
    .addColumn('rank', 'integer', (c) => c.notNull().unique())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('storage_bytes', 'bigint', (c) => c.check(sql`storage_bytes > 0`))
    .addColumn('concurrent_jobs', 'integer', (c) => c.check(sql`concurrent_jobs > 0`))
    .addColumn('monthly_beans', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`monthly_beans >= 0`),
    )
    .addColumn('price_fen', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_fen >= 0`),
    )
    .addColumn('period_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`period_days > 0`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('package_levels' as never)
    .values([
      { code: 'free', rank: 0, name_zh: '免费版', name_en: 'Free', monthly_beans: 0, price_fen: 0, period_days: 30 },
      {
        code: 'basic',
        rank: 1,
        name_zh: '基础版',
        name_en: 'Basic',
        storage_bytes: 500 * GIB,
        concurrent_jobs: 5,
        monthly_beans: 2000,
        price_fen: 9900,
        period_days: 30,
      },
      {
        code: 'pro',
        rank: 2,
        name_zh: '专业版',
        name_en: 'Pro',
        storage_bytes: 2048 * GIB,
        concurrent_jobs: 10,
        monthly_beans: 10000,
        price_fen: 29900,
        period_days: 30,
      },
      {
        code: 'lab',
        rank: 3,
        name_zh: '实验室版',
        name_en: 'Lab',
        storage_bytes: 10240 * GIB,
        concurrent_jobs: 20,
        monthly_beans: 50000,
        price_fen: 99900,
        period_days: 30,
      },
    ] as never)
    .execute();

  await db.schema
    .createTable('package_orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // WeChat Pay's out_trade_no (6-32 of [A-Za-z0-9_-|*]) and the bank transfer's reference.
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level_code', 'text', (c) => c.notNull().references('package_levels.code'))
    .addColumn('amount_fen', 'integer', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('wechatpay', 'bank')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'paid', 'cancelled', 'expired')`),
    )
    .addColumn('code_url', 'text')
    .addColumn('transaction_id', 'text', (c) => c.unique())
    .addColumn('confirmed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  // One open order per user: a double click or a second tab finds the first one instead of making another.
  await db.schema
    .createIndex('package_orders_one_pending')
    .on('package_orders')
    .column('user_id')
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();

  // Payment notifications seen (WeChat Pay's notification id): a resent one changes nothing.
  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_packages')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('level_code', 'text', (c) => c.notNull().references('package_levels.code'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.references('package_orders.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_packages').execute();
  await db.schema.dropTable('payment_notifications').execute();
  await db.schema.dropTable('package_orders').execute();
  await db.schema.dropTable('package_levels').execute();
}
