import { sql, type Kysely } from 'kysely';

/*
 * Data files (issue 3): one tree of rows per root. Each user's private root and the shared public root are real rows
 * without a parent, so every other row has a parent and (parent, name) is simply unique; the API calls them "0" and
 * "1". Bytes live in content-addressed blobs shared by every row that holds the same content (copy = new row).
 */

/** Fixed uuid of the public root row; the server names the same value (files/roots.ts). */
const PUBLIC_ROOT_ROW_UUID = '00000000-0000-0000-0000-000000000001';
/** 100 GiB per user unless an operator sets another quota. */
const DEFAULT_QUOTA_BYTES = 100 * 1024 ** 3;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('quota_bytes', 'bigint', (c) => c.notNull().defaultTo(DEFAULT_QUOTA_BYTES))
    .execute();

  await db.schema
    .createTable('blobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sha256', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`sha256 ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('refs', 'integer', (c) => c.notNull().check(sql`refs >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Null for public rows: they belong to no user and count against no quota.
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('private', 'public', 'project')`))
    .addColumn('project_id', 'uuid')
    .addColumn('parent_uuid', 'uuid', (c) => c.references('files.uuid'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`size >= 0`),
    )
    .addColumn('blob_id', 'bigint', (c) => c.references('blobs.id'))
    .addColumn('is_folder', 'boolean', (c) => c.notNull())
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('files_folder_has_no_blob', sql`is_folder = (blob_id is null)`)
    .addCheckConstraint('files_project_scope', sql`(scope = 'project') = (project_id is not null)`)
    .addCheckConstraint('files_private_owner', sql`scope <> 'private' or owner_id is not null`)
    .execute();

  // Roots have no parent; NULLs are distinct, so roots never clash with each other here.
  await db.schema.createIndex('files_parent_name_key').on('files').columns(['parent_uuid', 'name']).unique().execute();
  await sql`create unique index files_private_root_key on files (owner_id) where parent_uuid is null and scope = 'private'`.execute(
    db,
  );
  await sql`create unique index files_public_root_key on files (scope) where parent_uuid is null and scope = 'public'`.execute(
    db,
  );
  // One index per sort key, so any page of a folder in any order is an index range scan (name uses the key above).
  await db.schema
    .createIndex('files_parent_created_idx')
    .on('files')
    .columns(['parent_uuid', 'created_date', 'uuid'])
    .execute();
  await db.schema.createIndex('files_parent_size_idx').on('files').columns(['parent_uuid', 'size', 'uuid']).execute();
  await db.schema.createIndex('files_parent_type_idx').on('files').columns(['parent_uuid', 'type', 'name']).execute();
  await sql`create index files_parent_folders_idx on files (parent_uuid, name) where is_folder`.execute(db);
  await db.schema.createIndex('files_blob_idx').on('files').column('blob_id').execute();
  // Quota sums read only this index.
  await sql`create index files_private_usage_idx on files (owner_id) include (size) where scope = 'private'`.execute(
    db,
  );

  await db
    .insertInto('files')
    .values({ uuid: PUBLIC_ROOT_ROW_UUID, scope: 'public', name: '', is_folder: true })
    .execute();

  await db.schema
    .createTable('file_attributes')
    .addColumn('file_uuid', 'uuid', (c) => c.notNull().references('files.uuid').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_attributes_pk', ['file_uuid', 'position'])
    .execute();
  await sql`create unique index file_attributes_key on file_attributes (file_uuid, lower(key))`.execute(db);

  await db.schema
    .createTable('user_file_headers')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('head_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['user_file_headers', 'file_attributes', 'files', 'blobs']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('quota_bytes').execute();
}
