import type { Kysely } from 'kysely';

/*
 * What each start seeded into a text namespace, so the next one can tell an admin's edit (kept) from an older
 * release's wording (replaced by the new files). Rows from before have none: no editing surface existed then.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('texts').addColumn('seeded', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('texts').dropColumn('seeded').execute();
}
