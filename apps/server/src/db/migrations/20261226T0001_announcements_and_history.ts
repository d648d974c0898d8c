import { sql, type Kysely } from 'kysely';

/*
 * Issue 18 items 1 and 4.
 *
 * announcements: what staff wrote to every user (user_id null) or to one; each also became a message of kind
 * `announcement` to its readers, and the newest are the dashboard's notice.
 *
 * storage_history: what a user's private files took, one row per user and day (the last value seen that day), for
 * the dashboard's storage chart. Written by a periodic background step for every user and on each dashboard read
 * for its reader.
 *
 * The messages list filters by read state and kind and is deleted by filter; (user_id, kind) serves the kind filter
 * and the kinds the user has.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('announcements_created_idx').on('announcements').columns(['created_at']).execute();

  await db.schema
    .createTable('storage_history')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('used_bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('storage_history_pkey', ['user_id', 'day'])
    .execute();

  await db.schema.createIndex('messages_user_kind_idx').on('messages').columns(['user_id', 'kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messages_user_kind_idx`.execute(db);
  await db.schema.dropTable('storage_history').ifExists().execute();
  await db.schema.dropTable('announcements').ifExists().execute();
}
