import { sql, type Kysely } from 'kysely';

/*
 * Help pages (issue 18 item 2), written by staff, one locale each. `search` is the full-text index of the page: the
 * words of its title (weight A) and of its body's text (weight B) as the server segmented them (Chinese has no
 * spaces: modules/help/segment.ts), under the 'simple' configuration for zh and 'english' (stemmed) for en; the
 * server writes it with the page, and `body_text` (the body without markup, for search snippets). `position` orders pages within a category.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('help_pages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search', sql`tsvector`, (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index help_pages_search_idx on help_pages using gin (search)`.execute(db);
  await db.schema
    .createIndex('help_pages_locale_idx')
    .on('help_pages')
    .columns(['locale', 'category', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('help_pages').execute();
}
