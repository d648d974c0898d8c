import { sql, type Kysely } from 'kysely';

/*
 * Staff answer suggestions (issue 18): a suggestion without an answer is new, one with an answer is answered; who
 * answered and when are kept beside it. The staff list reads the newest first, by state or all.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('suggestions')
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('suggestions_created_at_idx')
    .on('suggestions')
    .columns(['created_at desc', 'id'])
    .execute();
  // The new ones, which staff look at most, without reading past the answered ones.
  await db.schema
    .createIndex('suggestions_new_created_at_idx')
    .on('suggestions')
    .columns(['created_at desc', 'id'])
    .where(sql.ref('answer'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('suggestions_new_created_at_idx').execute();
  await db.schema.dropIndex('suggestions_created_at_idx').execute();
  await db.schema
    .alterTable('suggestions')
    .dropColumn('answered_by')
    .dropColumn('answered_at')
    .dropColumn('answer')
    .execute();
}
