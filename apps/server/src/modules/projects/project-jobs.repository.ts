import { sql, type Kysely } from 'kysely';
import { COMPUTE_JOB_TERMINAL_STATUSES, TASK_JOB_TERMINAL_STATUSES } from '@biocloud/contracts';
import type { DB, TaskRow, TaskStatus, WorkflowRow, WorkflowStatus } from '../../db/schema';
import { sortedPage } from '../../db/sorted-page';

/*
 * The jobs run in a project: its compute jobs (workflows) and its own task jobs (tasks that are no workflow's step),
 * a page at a time, newest first. Both queries read the partial indexes of the projects migration.
 */

export interface ProjectJobFilter {
  statuses: readonly string[];
  timeColumn: 'create_time' | 'end_time';
  since: Date | null;
}

/** create_time is never null: the plain descending order walks the (project, create_time, id) indexes backwards. */
const NEWEST_FIRST = { column: 'create_time', direction: 'desc', nullsLast: false } as const;

export function createProjectJobsRepository(db: Kysely<DB>) {
  const workflows = (projectId: string, filter: ProjectJobFilter) => {
    let query = db.selectFrom('workflows').where('project_base_id', '=', projectId);
    if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses as WorkflowStatus[]);
    if (filter.since) query = query.where(filter.timeColumn, '>=', filter.since);
    return query;
  };
  const tasks = (projectId: string, filter: ProjectJobFilter) => {
    let query = db
      .selectFrom('tasks')
      .where('project_base_id', '=', projectId)
      .where('workflow_id', 'is', null)
      .where('deleted', '=', false);
    if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses as TaskStatus[]);
    if (filter.since) query = query.where(filter.timeColumn, '>=', filter.since);
    return query;
  };

  return {
    workflowPage(projectId: string, filter: ProjectJobFilter, limit: number, offset: number) {
      return sortedPage(workflows(projectId, filter), NEWEST_FIRST, limit, offset);
    },

    taskPage(projectId: string, filter: ProjectJobFilter, limit: number, offset: number) {
      return sortedPage(tasks(projectId, filter), NEWEST_FIRST, limit, offset);
    },

    /** Status of each workflow's report step task (absent: the step has no task yet). */
    async reportTaskStatuses(workflowIds: readonly string[]): Promise<Map<string, TaskStatus>> {
      if (workflowIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('workflows as w')
        .innerJoin('workflow_steps as s', (join) =>
          join.onRef('s.workflow_id', '=', 'w.id').onRef('s.step_key', '=', 'w.report_step'),
        )
        .innerJoin('tasks as t', 't.id', 's.task_id')
        .select(['w.id', 't.status'])
        .where('w.id', 'in', [...workflowIds])
        .execute();
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /** The project's job with this id: a workflow, or a task that is no workflow's step. */
    async find(
      projectId: string,
      id: string,
    ): Promise<{ kind: 'compute'; row: WorkflowRow } | { kind: 'task'; row: TaskRow } | undefined> {
      const workflow = await db
        .selectFrom('workflows')
        .selectAll()
        .where('id', '=', id)
        .where('project_base_id', '=', projectId)
        .executeTakeFirst();
      if (workflow) return { kind: 'compute', row: workflow };
      const task = await db
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', id)
        .where('project_base_id', '=', projectId)
        .where('workflow_id', 'is', null)
        .where('deleted', '=', false)
        .executeTakeFirst();
      return task ? { kind: 'task', row: task } : undefined;
    },

    /** Every job of the project (for deleting it), with its status and owner. */
    async all(projectId: string) {
      const [workflowRows, taskRows] = await Promise.all([
        db
          .selectFrom('workflows')
          .select(['id', 'user_id', 'status'])
          .where('project_base_id', '=', projectId)
          .execute(),
        db
          .selectFrom('tasks')
          .select(['id', 'user_id', 'status'])
          .where('project_base_id', '=', projectId)
          .where('workflow_id', 'is', null)
          .where('deleted', '=', false)
          .execute(),
      ]);
      return { workflows: workflowRows, tasks: taskRows };
    },

    /** How many jobs the project has, and how many of them have not ended (its status follows them). */
    async counts(projectId: string): Promise<{ total: number; unfinished: number }> {
      const count = (column: 'workflows' | 'tasks', terminal: readonly string[]) =>
        sql<{ total: number; unfinished: number }>`
          select count(*)::int as total,
                 count(*) filter (where status not in (${sql.join(terminal)}))::int as unfinished
          from ${sql.table(column)}
          where project_base_id = ${projectId}
            ${column === 'tasks' ? sql`and workflow_id is null and deleted = false` : sql``}`.execute(db);
      // One after the other: inside a transaction both run on its one connection anyway.
      const w = (await count('workflows', COMPUTE_JOB_TERMINAL_STATUSES)).rows[0]!;
      const t = (await count('tasks', TASK_JOB_TERMINAL_STATUSES)).rows[0]!;
      return { total: w.total + t.total, unfinished: w.unfinished + t.unfinished };
    },

    /** Jobs kept when their project goes: they stay their users' jobs, without a project. */
    async detach(projectId: string): Promise<void> {
      await db
        .updateTable('workflows')
        .set({ project_base_id: null })
        .where('project_base_id', '=', projectId)
        .execute();
      await db.updateTable('tasks').set({ project_base_id: null }).where('project_base_id', '=', projectId).execute();
    },
  };
}

export type ProjectJobsRepository = ReturnType<typeof createProjectJobsRepository>;
