import { sql, type Kysely } from 'kysely';

/*
 * What the genome viewer made beside a content (issue 16 item 6): its index (.bai, .crai, .tbi, .fai), and for a
 * file that is not block-compressed a bgzip copy (with a FASTA copy's .gzi). Keyed by the content's sha256 as the
 * format metadata is (file_metadata), so every copy of a file shares them and they are made once; each part is a blob
 * of its own, holding one reference.
 *
 * - sha256: the content the part was made from.
 * - part: 'index' | 'data' | 'gzi' (contracts genomePartSchema).
 * - blob_id: the part's bytes.
 *
 * Parts stay when every file of their content is deleted: the same content uploaded again finds them.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('genome_parts')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('part', 'text', (c) => c.notNull().check(sql`part in ('index', 'data', 'gzi')`))
    .addColumn('blob_id', 'bigint', (c) => c.notNull().references('blobs.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('genome_parts_pkey', ['sha256', 'part'])
    .execute();
  // The reference chooser lists a user's FASTA files newest first; users hold 10^5 files.
  await sql`create index files_private_fasta_idx on files (owner_id, created_date desc)
    where scope = 'private' and type = 'fasta' and not is_folder`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index files_private_fasta_idx`.execute(db);
  await db.schema.dropTable('genome_parts').execute();
}
