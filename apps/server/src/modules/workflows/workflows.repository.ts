import { sql, type Kysely } from 'kysely';
import type { ComputeJobStatus, WorkflowSortName } from '@biocloud/contracts';
import type { DB, TaskStatus, WorkflowRow, WorkflowStepRow } from '../../db/schema';
import { sortedPage } from '../../db/sorted-page';

/** What the workflow runner and pages read and write, apart from the changes in workflow-writes.ts. */

const SORT_COLUMNS: Record<WorkflowSortName, 'create_time' | 'end_time' | 'job_name' | 'status'> = {
  createTime: 'create_time',
  endTime: 'end_time',
  jobName: 'job_name',
  status: 'status',
};

/** A step with the state of its task (null columns while it has none). */
export type StepState = WorkflowStepRow & {
  task_status: TaskStatus | null;
  task_reason: string | null;
  task_reason_detail: string | null;
  start_time: Date | null;
  end_time: Date | null;
  need_time: number | null;
  cpu_seconds: number | null;
  peak_memory_kb: number | null;
  work_dir: string | null;
};

export interface WorkflowFilter {
  statuses: readonly ComputeJobStatus[];
  name?: string;
  from?: Date;
  to?: Date;
}

export function createWorkflowsRepository(db: Kysely<DB>) {
  const owned = (userId: string) => db.selectFrom('workflows').where('user_id', '=', userId);

  return {
    findOwned(userId: string, id: string): Promise<WorkflowRow | undefined> {
      return owned(userId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    findManyOwned(userId: string, ids: readonly string[]): Promise<WorkflowRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return owned(userId).selectAll().where('id', 'in', ids).execute();
    },

    list(
      userId: string,
      filter: WorkflowFilter,
      order: { by: WorkflowSortName; direction: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<{ rows: WorkflowRow[]; total: number }> {
      let query = owned(userId);
      if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
      if (filter.name) query = query.where(sql<boolean>`strpos(lower(job_name), lower(${filter.name})) > 0`);
      if (filter.from) query = query.where('create_time', '>=', filter.from);
      if (filter.to) query = query.where('create_time', '<=', filter.to);
      return sortedPage(query, { column: SORT_COLUMNS[order.by], direction: order.direction }, limit, offset);
    },

    stepStates(workflowId: string): Promise<StepState[]> {
      return db
        .selectFrom('workflow_steps')
        .leftJoin('tasks', 'tasks.id', 'workflow_steps.task_id')
        .selectAll('workflow_steps')
        .select([
          'tasks.status as task_status',
          'tasks.reason as task_reason',
          'tasks.reason_detail as task_reason_detail',
          'tasks.start_time',
          'tasks.end_time',
          'tasks.need_time',
          'tasks.cpu_seconds',
          'tasks.peak_memory_kb',
          'tasks.work_dir',
        ])
        .where('workflow_steps.workflow_id', '=', workflowId)
        .orderBy('workflow_steps.position')
        .execute();
    },

    async setStepTask(workflowId: string, stepKey: string, taskId: string, folder: string): Promise<void> {
      await db
        .updateTable('workflow_steps')
        .set({ task_id: taskId, output_folder_uuid: folder })
        .where('workflow_id', '=', workflowId)
        .where('step_key', '=', stepKey)
        .execute();
    },

    /** The result files of one output of a step's task, in name order. */
    outputFiles(taskId: string, output: string) {
      return db
        .selectFrom('task_outputs')
        .innerJoin('files', 'files.uuid', 'task_outputs.file_uuid')
        .selectAll('files')
        .where('task_outputs.task_id', '=', taskId)
        .where('task_outputs.output_name', '=', output)
        .orderBy('files.name')
        .execute();
    },

    async outputFile(taskId: string, output: string): Promise<string | undefined> {
      const [first] = await this.outputFiles(taskId, output);
      return first?.uuid;
    },

    /** Every result file of the workflow's steps, with the step and output it came from. */
    results(workflowId: string) {
      return db
        .selectFrom('workflow_steps')
        .innerJoin('task_outputs', 'task_outputs.task_id', 'workflow_steps.task_id')
        .innerJoin('files', 'files.uuid', 'task_outputs.file_uuid')
        .selectAll('files')
        .select([
          'task_outputs.output_name',
          'workflow_steps.step_key',
          'workflow_steps.step_id',
          'workflow_steps.tool_id',
        ])
        .where('workflow_steps.workflow_id', '=', workflowId)
        .orderBy('workflow_steps.position')
        .orderBy('files.name')
        .execute();
    },

    /** Bytes of the result files per workflow (absent: none yet). */
    async dataSizes(workflowIds: readonly string[]): Promise<Map<string, number>> {
      if (workflowIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('workflow_steps')
        .innerJoin('task_outputs', 'task_outputs.task_id', 'workflow_steps.task_id')
        .innerJoin('files', 'files.uuid', 'task_outputs.file_uuid')
        .select(['workflow_steps.workflow_id', (eb) => eb.fn.sum<string>('files.size').as('bytes')])
        .where('workflow_steps.workflow_id', 'in', workflowIds)
        .groupBy('workflow_steps.workflow_id')
        .execute();
      return new Map(rows.map((row) => [row.workflow_id, Number(row.bytes)]));
    },

    async openIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('workflows')
        .select('id')
        .where('status', 'in', ['RECEIVED', 'RUNNING'])
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type WorkflowsRepository = ReturnType<typeof createWorkflowsRepository>;
