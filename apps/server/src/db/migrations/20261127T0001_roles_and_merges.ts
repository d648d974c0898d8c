import { sql, type Kysely } from 'kysely';

/*
 * Issue 3, last part:
 * - users.role holds only the roles the app knows ('customer', the default since the first migration, and 'admin',
 *   who may write in the public space), so a typo in a hand-made admin never passes for a role.
 * - merge_deliveries: a merge of text files is a task job of the merge tool, whose result lands in the job's result
 *   folder like every job's; this row says where the user asked for the merged file, so that it is copied there
 *   (a new row sharing the blob) once the job succeeded. Gone with its task or its target folder.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_role_check', sql`role in ('customer', 'admin')`)
    .execute();

  await db.schema
    .createTable('merge_deliveries')
    .addColumn('task_id', 'uuid', (c) => c.primaryKey().references('tasks.id').onDelete('cascade'))
    .addColumn('parent_uuid', 'uuid', (c) => c.notNull().references('files.uuid').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('merge_deliveries').execute();
  await db.schema.alterTable('users').dropConstraint('users_role_check').execute();
}
