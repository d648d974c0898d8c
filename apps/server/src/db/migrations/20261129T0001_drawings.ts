import { sql, type Kysely } from 'kysely';

/*
 * Drawings (issue 5 part 7): one row per figure a user asked the drawing tools for. The API writes the row with what
 * was chosen (type, input files, params: enough to re-open and edit the figure), the renderer records the result
 * folder and files, or the reason it failed.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('drawings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workflow_name', 'text', (c) => c.notNull())
    .addColumn('draw_type', 'text', (c) => c.notNull())
    // The input tables as chosen; the files may be deleted later, the drawing keeps its history.
    .addColumn('file_uuids', sql`uuid[]`, (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    // Spec 000 §3 "venn data" of the inputs (sample names, paths), kept as they were when drawn.
    .addColumn('venn_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('RUNNING')
        .check(sql`status in ('RUNNING', 'FINISH', 'FAILURE')`),
    )
    .addColumn('output_folder_uuid', 'uuid', (c) => c.references('files.uuid').onDelete('set null'))
    .addColumn('output_files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error_code', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('end_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('drawings_user_created_idx').on('drawings').columns(['user_id', 'create_time']).execute();
  // Renders cut short by a restart are found at start-up.
  await sql`create index drawings_running_idx on drawings (create_time) where status = 'RUNNING'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('drawings').ifExists().execute();
}
