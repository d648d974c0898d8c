import { sql, type Kysely } from 'kysely';

/** Promotions staff configure (promote/active/:type): texts in both locales, a button, the time they are active. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('text_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action_zh', 'text', (c) => c.notNull())
    .addColumn('action_en', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active_from', 'timestamptz', (c) => c.notNull())
    .addColumn('active_to', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('promotions_type_idx').on('promotions').columns(['type', 'active_from']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotions').execute();
}
