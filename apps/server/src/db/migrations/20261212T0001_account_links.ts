import { sql, type Kysely } from 'kysely';

/*
 * Issue 15 items 3 and 4: links sent by e-mail for account changes, and the profile's fields.
 *
 * - account_links: one row per link sent (password reset, e-mail change). The link carries the row's id, the
 *   account, its expiry and a signature over them; the row makes it single-use (used_at) and counts the links sent
 *   (rate limits). new_email is the address an e-mail change confirms.
 * - users: the profile fields of spec 001 §3. `add column if not exists`: the registration work of the same issue
 *   adds some of them (area_code, professional, email_checked) in a migration of its own.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('resetPassword', 'changeEmail')`))
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('account_links_user_purpose_idx')
    .on('account_links')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();

  await sql`
    alter table users
      add column if not exists email_checked boolean not null default false,
      add column if not exists area_code text,
      add column if not exists professional text,
      add column if not exists birthday text,
      add column if not exists sex smallint not null default 0,
      add column if not exists education text,
      add column if not exists major text,
      add column if not exists nationality text,
      add column if not exists contact_address text,
      add column if not exists research_species text,
      add column if not exists research_strategy text,
      add column if not exists sequencing_platform text,
      add column if not exists photo_file text
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_links').ifExists().execute();
  await sql`
    alter table users
      drop column if exists birthday,
      drop column if exists sex,
      drop column if exists education,
      drop column if exists major,
      drop column if exists nationality,
      drop column if exists contact_address,
      drop column if exists research_species,
      drop column if exists research_strategy,
      drop column if exists sequencing_platform,
      drop column if exists photo_file
  `.execute(db);
}
