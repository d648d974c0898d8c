import { sql, type Kysely } from 'kysely';

/*
 * Articles and literature interpretations (issue 18 item 3). Articles are written by staff, one locale each, filed
 * under a key; `body` and `sample_info` (the sample panel) are HTML the server sanitized. Interpretations are a
 * reader's digest of one paper (its pmid), written by any user in the locale of their page, filed under a parent
 * type (an article key) and a type; their six sections are sanitized HTML too. A writer's interpretations stay when
 * the account goes (author set null).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sample_info', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('articles_locale_key_idx')
    .on('articles')
    .columns(['locale', 'key', 'created_at'])
    .execute();

  await db.schema
    .createTable('interpretations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('pmid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('english_title', 'text', (c) => c.notNull())
    .addColumn('magazine_name', 'text', (c) => c.notNull())
    .addColumn('impact_factor', 'double precision')
    .addColumn('parent_type', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('background', 'text', (c) => c.notNull())
    .addColumn('objective', 'text', (c) => c.notNull())
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('technology', 'text', (c) => c.notNull())
    .addColumn('experimental', 'text', (c) => c.notNull())
    .addColumn('innovation', 'text', (c) => c.notNull())
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('interpretations_locale_type_idx')
    .on('interpretations')
    .columns(['locale', 'parent_type', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('interpretations').execute();
  await db.schema.dropTable('articles').execute();
}
