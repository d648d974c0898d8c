import { sql, type Kysely } from 'kysely';

/*
 * Task jobs (issue 4): one row per run of a catalog tool, its timeline, and the result files it produced.
 *
 * Who writes what: the API writes a task when it is submitted and the user's decisions (pause, resume, stop,
 * delete: `status` and `deleted`); the dispatcher claims waiting rows and records where it started them
 * (`executor`, `external_id`, `work_dir`); the monitor records what happened (`end_time`, exit code, usage,
 * final status) and brings the running program in line with the status the user chose.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_name', 'text', (c) => c.notNull())
    // The manifest's softwareId and id (tool ids are stable; the softwareId is what the spec's pages use).
    .addColumn('soft_id', 'text', (c) => c.notNull())
    .addColumn('tool_id', 'text', (c) => c.notNull())
    // Resolved param values, and the input files as submitted: { name: [{ fileUuid, name, path }] }.
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('wait')
        .check(sql`status in ('wait', 'running', 'stop', 'killed', 'success', 'error')`),
    )
    // Hidden from every read once deleted; the monitor removes the row after stopping the program and its work dir.
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('executor', 'text', (c) => c.check(sql`executor in ('local', 'slurm')`))
    // The machine of a local job: only the monitor on that machine can see and signal its processes.
    .addColumn('executor_host', 'text')
    .addColumn('external_id', 'text')
    .addColumn('work_dir', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('need_time', 'bigint')
    .addColumn('exit_code', 'integer')
    .addColumn('peak_memory_kb', 'bigint')
    .addColumn('cpu_seconds', 'double precision')
    .addColumn('reason', 'text')
    .addColumn('reason_detail', 'text')
    // Projects and workflows come later; a task of either keeps its link here.
    .addColumn('project_base_id', 'text')
    .addColumn('workflow_id', 'uuid')
    // The job's result folder; the folder may be deleted by the user, the task keeps its history.
    .addColumn('output_folder_uuid', 'uuid', (c) => c.references('files.uuid').onDelete('set null'))
    .execute();

  // The dispatcher's queue: waiting rows in submission order.
  await sql`create index tasks_waiting_idx on tasks (create_time) where status = 'wait' and not deleted`.execute(db);
  // Rows with a program to watch or clean up.
  await sql`create index tasks_active_idx on tasks (executor, executor_host) where end_time is null`.execute(db);
  await sql`create index tasks_deleted_idx on tasks (id) where deleted`.execute(db);
  // The task list of a user, in any status, newest first; and the concurrency count per user.
  await db.schema.createIndex('tasks_user_created_idx').on('tasks').columns(['user_id', 'create_time']).execute();
  await sql`create index tasks_user_running_idx on tasks (user_id) where status in ('running', 'stop')`.execute(db);

  await db.schema
    .createTable('task_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('task_id', 'uuid', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('event_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    // A text key of the taskEvents namespace and its parameters, so each reader sees it in their language.
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('event_params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('task_events_task_idx').on('task_events').columns(['task_id', 'id']).execute();

  await db.schema
    .createTable('task_outputs')
    .addColumn('task_id', 'uuid', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('file_uuid', 'uuid', (c) => c.notNull().references('files.uuid').onDelete('cascade'))
    // The manifest output the file came from: its description and linked tools.
    .addColumn('output_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_outputs_pk', ['task_id', 'file_uuid'])
    .execute();
  await db.schema.createIndex('task_outputs_file_idx').on('task_outputs').column('file_uuid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['task_outputs', 'task_events', 'tasks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
