import type { Kysely } from 'kysely';

/** A custom request may be about one tool (software/tools/detail/custom/:id): the tool's catalog id, else null. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project_custom_requests').addColumn('tool_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project_custom_requests').dropColumn('tool_id').execute();
}
