import { sql, type Kysely } from 'kysely';

/*
 * The satisfaction survey of projects (issue 6, spec 001 §3-5): one answer per project and stage (projectStart,
 * reportPushA, reportPushB; contracts/projects/evaluation-rules.ts), by one of its customers.
 *
 * - answers: the survey's result list as sent (question label plus value), checked by the service.
 * - reward_beans: the cloud beans the answer earned. Beans do not exist yet: the beans issue credits the rows whose
 *   reward_credited_at is null and stamps them, so every reward is paid exactly once.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('project_evaluations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('projectStart', 'reportPushA', 'reportPushB')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written: the history still says who answered after the account is gone.
    .addColumn('evaluator_name', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('reward_beans', 'integer', (c) => c.notNull().check(sql`reward_beans >= 0`))
    .addColumn('reward_credited_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('project_evaluations_once', ['project_id', 'stage'])
    .execute();
  // The beans issue's query: rewards still to credit, per user.
  await sql`create index project_evaluations_uncredited_idx on project_evaluations (user_id)
    where reward_credited_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_evaluations').ifExists().execute();
}
