import { sql, type Kysely } from 'kysely';

/*
 * Projects (issue 6): a customer's sequencing-service project with its members, its progress stages, urges, custom
 * requests with replies and attachments, reports, and two file roots of its own (scope 'project'): the data root
 * shown in the project's data pages, and a documents root holding report files and request attachments, so their
 * bytes are file rows like every other (blob references, the orphan sweeper and downloads stay the files module's).
 *
 * - users.role gains 'staff': the people of the sequencing service who run projects for customers.
 * - Reports of apps run in a project appear by themselves: a trigger on workflows adds the report row when a
 *   project workflow's report file is set, in the same transaction.
 * - Project jobs are the tasks and workflows whose project_base_id names the project; partial indexes keep their
 *   page queries index range scans however many jobs a project holds.
 */

const ROLES = ['customer', 'admin', 'staff'];
const OLD_ROLES = ['customer', 'admin'];

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropConstraint('users_role_check').execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_role_check', sql`role in (${list(ROLES)})`)
    .execute();

  await sql`create sequence project_code_seq`.execute(db);
  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`'BC' || lpad(nextval('project_code_seq')::text, 6, '0')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('notStarted')
        .check(sql`status in ('notStarted', 'inProgress', 'completed')`),
    )
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The staff member who runs the project (urges and e-mails go to them); null for a customer's own project.
    .addColumn('staff_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('root_file_uuid', 'uuid', (c) => c.notNull())
    .addColumn('docs_file_uuid', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A project and its roots name each other, so these are checked when the transaction writing them commits.
    .addForeignKeyConstraint('projects_root_fk', ['root_file_uuid'], 'files', ['uuid'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .addForeignKeyConstraint('projects_docs_fk', ['docs_file_uuid'], 'files', ['uuid'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .execute();
  // Names are unique per owner whatever their case; the service says PROJECT_NAME_DUPLICATE first.
  await sql`create unique index projects_owner_name_key on projects (owner_id, lower(name))`.execute(db);
  await db.schema
    .createIndex('projects_owner_created_idx')
    .on('projects')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('files')
    .addForeignKeyConstraint('files_project_fk', ['project_id'], 'projects', ['id'])
    .deferrable()
    .initiallyDeferred()
    .execute();
  await sql`create index files_project_idx on files (project_id) where project_id is not null`.execute(db);

  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_members_user_idx').on('project_members').column('user_id').execute();

  await db.schema
    .createTable('project_stages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('progress_type', 'text', (c) => c.notNull().check(sql`progress_type in ('analyse', 'service')`))
    .addColumn('stage_key', 'text', (c) => c.notNull())
    .addColumn('stage_time', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written: the timeline still says who acted after the account is gone.
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_flag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('project_stages_once', ['project_id', 'stage_key'])
    .execute();

  await db.schema
    .createTable('project_urges')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('urge', 'email')`))
    .addColumn('progress_type', 'text', (c) => c.check(sql`progress_type in ('analyse', 'service')`))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_urges_recent_idx')
    .on('project_urges')
    .columns(['project_id', 'kind', 'progress_type', 'created_at'])
    .execute();

  await db.schema
    .createTable('project_custom_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted', 'processing', 'completed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_custom_requests_project_idx')
    .on('project_custom_requests')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('project_custom_replies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('project_custom_requests.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('from_staff', 'boolean', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_custom_replies_request_idx')
    .on('project_custom_replies')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('project_custom_attachments')
    .addColumn('file_uuid', 'uuid', (c) => c.primaryKey().references('files.uuid').onDelete('cascade'))
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('project_custom_requests.id').onDelete('cascade'))
    // Null: attached to the request itself; else to this reply.
    .addColumn('reply_id', 'uuid', (c) => c.references('project_custom_replies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_custom_attachments_request_idx')
    .on('project_custom_attachments')
    .column('request_id')
    .execute();

  await db.schema
    .createTable('project_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull().check(sql`flag in ('report', 'examiningReport')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('soft_id', 'text')
    .addColumn('app_or_tool', 'text', (c) => c.notNull().check(sql`app_or_tool in ('app', 'tool')`))
    .addColumn('workflow_id', 'uuid', (c) => c.unique().references('workflows.id').onDelete('set null'))
    // Deleting the file (with its job, or through the files API) removes the report with it.
    .addColumn('file_uuid', 'uuid', (c) => c.notNull().references('files.uuid').onDelete('cascade'))
    .addColumn('read_flag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_reports_list_idx')
    .on('project_reports')
    .columns(['project_id', 'flag', 'create_time', 'id'])
    .execute();
  await db.schema.createIndex('project_reports_file_idx').on('project_reports').column('file_uuid').execute();

  await sql`
    create function project_report_from_workflow() returns trigger language plpgsql as $$
    begin
      if new.report_file_uuid is not null and new.project_base_id is not null
         and (tg_op = 'INSERT' or old.report_file_uuid is distinct from new.report_file_uuid) then
        insert into project_reports (project_id, flag, title, soft_id, app_or_tool, workflow_id, file_uuid, created_by)
        select p.id, 'report', new.job_name, new.soft_id, 'app', new.id, new.report_file_uuid, new.user_id
        from projects p where p.id::text = new.project_base_id
        on conflict (workflow_id) do update
          set file_uuid = excluded.file_uuid, create_time = now(), read_flag = false;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger workflows_project_report after insert or update of report_file_uuid on workflows
    for each row execute function project_report_from_workflow()`.execute(db);

  await sql`create index workflows_project_idx on workflows (project_base_id, create_time, id)
    where project_base_id is not null`.execute(db);
  await sql`create index tasks_project_idx on tasks (project_base_id, create_time, id)
    where project_base_id is not null and workflow_id is null and not deleted`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What happened, as a text key of the messages namespace with its params: shown in the reader's language.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('project_id', 'uuid', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('read_flag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('messages_user_created_idx').on('messages').columns(['user_id', 'created_at']).execute();
  await sql`create index messages_unread_idx on messages (user_id) where not read_flag`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messages').ifExists().execute();
  await sql`drop index if exists tasks_project_idx`.execute(db);
  await sql`drop index if exists workflows_project_idx`.execute(db);
  await sql`drop trigger if exists workflows_project_report on workflows`.execute(db);
  await sql`drop function if exists project_report_from_workflow()`.execute(db);
  for (const table of [
    'project_reports',
    'project_custom_attachments',
    'project_custom_replies',
    'project_custom_requests',
    'project_urges',
    'project_stages',
    'project_members',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop index if exists files_project_idx`.execute(db);
  await db.schema.alterTable('files').dropConstraint('files_project_fk').execute();
  await db.schema.dropTable('projects').ifExists().execute();
  await sql`drop sequence if exists project_code_seq`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_role_check').execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_role_check', sql`role in (${list(OLD_ROLES)})`)
    .execute();
}
