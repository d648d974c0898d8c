import type { Kysely } from 'kysely';

/*
 * How far the check of a task's inputs that reads them whole (a large gzip inflated to its end) has come, 0..1: it
 * runs as the first step of the job, before the tool starts (engine/input-whole-check.ts), and the job's page shows
 * it. Null when no such check runs, and again once it is done.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('input_check_progress', 'real').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('input_check_progress').execute();
}
