import { sql, type Kysely } from 'kysely';

/*
 * Compute jobs (issue 5): a workflow is one run of an app; its steps are the app's DAG expanded at submit (a
 * scattered step has one row per file), each run as a task job once its inputs are ready (tasks.workflow_id links
 * back). The DAG, params and input wiring are stored here, so the runner needs only the database, and a restart
 * recomputes what can start from these rows.
 *
 * Who writes what: the API writes the workflow and its steps at submit and the user's decisions (status); the
 * runner (inside the transaction of each step task's change) starts ready steps and records FAILURE / FINISH.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workflows')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('soft_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('RECEIVED')
        .check(sql`status in ('RECEIVED', 'RUNNING', 'PAUSE', 'KILLED', 'FAILURE', 'FINISH')`),
    )
    // The app's resolved params and its input files as submitted ({ name: [{ fileUuid, name, path }] }).
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    // The step that failed the job, and why (a reason code of its task, or of the runner).
    .addColumn('failed_step', 'text')
    .addColumn('reason', 'text')
    .addColumn('reason_detail', 'text')
    .addColumn('project_base_id', 'text')
    // The job folder in the owner's private space; each step's results go in a folder inside it.
    .addColumn('output_folder_uuid', 'uuid', (c) => c.references('files.uuid').onDelete('set null'))
    // The report step's HTML output once it exists; deleting the job deletes it.
    .addColumn('report_file_uuid', 'uuid', (c) => c.references('files.uuid').onDelete('set null'))
    // Which step output is the report (the app manifest's, kept with the run).
    .addColumn('report_step', 'text', (c) => c.notNull())
    .addColumn('report_output', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workflows_user_created_idx')
    .on('workflows')
    .columns(['user_id', 'create_time'])
    .execute();
  // Restart recovery looks at the unfinished ones only.
  await sql`create index workflows_open_idx on workflows (id) where status in ('RECEIVED', 'RUNNING')`.execute(db);

  await db.schema
    .createTable('workflow_steps')
    .addColumn('workflow_id', 'uuid', (c) => c.notNull().references('workflows.id').onDelete('cascade'))
    // `<step id>` or `<step id>.<n>` for the n-th run of a scattered step.
    .addColumn('step_key', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer')
    .addColumn('tool_id', 'text', (c) => c.notNull())
    .addColumn('soft_id', 'text', (c) => c.notNull())
    // Step keys it waits for; its inputs: { toolInput: [{ file: {...} } | { step: key, output: name }] }.
    .addColumn('depends_on', sql`text[]`, (c) => c.notNull())
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    // The task running the step (null until its inputs are ready, or again after a pause took back a waiting one).
    .addColumn('task_id', 'uuid', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('output_folder_uuid', 'uuid', (c) => c.references('files.uuid').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('workflow_steps_pk', ['workflow_id', 'step_key'])
    .execute();
  await db.schema.createIndex('workflow_steps_task_idx').on('workflow_steps').column('task_id').execute();
  await db.schema.createIndex('tasks_workflow_idx').on('tasks').column('workflow_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_workflow_idx').ifExists().execute();
  for (const table of ['workflow_steps', 'workflows']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
