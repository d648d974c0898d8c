import { sql, type Kysely } from 'kysely';

/*
 * Suggestions sent with the feedback form (issue 18 item 2, spec 001 §5): one row per suggestion, its attachments as
 * files VAR_DIR/suggestions/<suggestion id>/<position> (a name of our own: the sent name is only shown),
 * listed in suggestion_attachments in the order sent. The type's values are contracts' SUGGESTION_TYPES.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('suggestions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('feature', 'bug', 'experience', 'other')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('suggestion_attachments')
    .addColumn('suggestion_id', 'uuid', (c) => c.notNull().references('suggestions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('suggestion_attachments_pkey', ['suggestion_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('suggestion_attachments').execute();
  await db.schema.dropTable('suggestions').execute();
}
