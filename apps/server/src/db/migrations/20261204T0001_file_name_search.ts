import { sql, type Kysely } from 'kysely';

/*
 * Name search across a folder and its sub-folders (the my-data picker, the data page): a trigram index on the
 * lower-cased name answers `lower(name) like '%part%'` from the index instead of reading every row of a user's
 * space. pg_trgm ships with PostgreSQL and is a trusted extension, so a database owner may create it.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index files_name_trgm_idx on files using gin (lower(name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index files_name_trgm_idx`.execute(db);
}
