import { sql, type Kysely } from 'kysely';

/*
 * The genome viewer's indexing queue (issue 16): making a content's parts (genome_parts) runs in the background, not
 * in the request that opens the file. One row per content being indexed, claimed by a worker for a lease it renews
 * while it works (a worker that died lets its lease run out, and the row is claimed again); the row goes when the
 * parts are stored, and stays 'failed' with the program's cause when the content cannot be indexed.
 *
 * - sha256: the content; its parts are keyed by it too, so one content is indexed once, by one worker at a time.
 * - type: the genome file type it is indexed as (contracts genomeFileTypeSchema).
 * - progress: 0..1, how much of the content the programs have read; null before they start.
 * - error: the program's cause line when status is 'failed'.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('genome_indexing')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'running', 'failed')`))
    .addColumn('progress', 'real')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('genome_indexing').execute();
}
