import { type Kysely } from 'kysely';

/*
 * A draft's rows may be incomplete (walkthrough M8): a row's name and construction stay empty (NULL) until the sheet
 * is submitted, which asks for both. An empty name is NULL, so the per-sheet unique index on lower(sample_name)
 * allows several empty rows.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sample_rows')
    .alterColumn('sample_name', (c) => c.dropNotNull())
    .alterColumn('construction_type', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('sample_rows')
    .where((eb) => eb.or([eb('sample_name', 'is', null), eb('construction_type', 'is', null)]))
    .execute();
  await db.schema
    .alterTable('sample_rows')
    .alterColumn('sample_name', (c) => c.setNotNull())
    .alterColumn('construction_type', (c) => c.setNotNull())
    .execute();
}
