import { sql, type Kysely } from 'kysely';

/*
 * Transfers and format metadata (issue 3): tus uploads in progress, per-user FTP credentials, and the background
 * format metadata of stored contents.
 */

export async function up(db: Kysely<any>): Promise<void> {
  // One row per tus upload. Bytes go to a partial blob in the store (staging_handle); `received` is how many of
  // them are safely there, so an upload resumes from it after a cut or a restart. A finished upload keeps its row
  // (status complete, file_uuid) for a while, so a client whose last answer was lost still learns the outcome.
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: a folder deleted during the upload fails the upload at its end, with a clear code.
    .addColumn('folder_uuid', 'uuid', (c) => c.notNull())
    .addColumn('relative_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('length', 'bigint', (c) => c.notNull().check(sql`length >= 0`))
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    // The Upload-Metadata header as sent, answered again by HEAD as tus asks.
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('staging_handle', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('receiving', 'complete')`))
    .addColumn('file_uuid', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('uploads_received_range', sql`received between 0 and length`)
    .addCheckConstraint('uploads_complete_has_file', sql`(status = 'complete') = (file_uuid is not null)`)
    .execute();
  // Bytes promised to uploads in progress count against the quota; the sweeper reads by age.
  await sql`create index uploads_receiving_owner_idx on uploads (owner_id) include (length) where status = 'receiving'`.execute(
    db,
  );
  await db.schema.createIndex('uploads_updated_idx').on('uploads').column('updated_at').execute();

  await db.schema
    .createTable('ftp_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Keyed by content, not by file: copies and re-uploads of the same bytes share one computation. The reader is part
  // of the key because it follows the file's type, and one content may be named as two types.
  await db.schema
    .createTable('file_metadata')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('reader', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'running', 'ready', 'failed')`))
    .addColumn('detail', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('file_metadata_pk', ['sha256', 'reader'])
    .execute();
  await sql`create index file_metadata_queue_idx on file_metadata (created_at) where status in ('pending', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['file_metadata', 'ftp_credentials', 'uploads']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
