import { sql, type Kysely, type Updateable } from 'kysely';
import type { ComputeJobStatus, WorkflowChange, WorkflowSortName } from '@biocloud/contracts';
import type {
  DB,
  TaskInputsColumn,
  TaskParamsColumn,
  TaskRow,
  TaskStatus,
  WorkflowRow,
  WorkflowStepRow,
  WorkflowsTable,
} from '../../db/schema';
import { sortedPage } from '../../db/sorted-page';
import { realtimeNotifySql } from '../../realtime/realtime';
import { jobProjectNames, type ProjectNameOf } from '../tasks/job-project-names';
import type { PlannedStep } from './workflow-plan';

/**
 * What the workflow runner and pages read and write (workflow-writes.ts puts a change and its NOTIFY together).
 * Bound to the executor it is made with: `db`, or a transaction.
 */

/** A new workflow as submitted: the app's run with its values, before its steps. */
export interface NewWorkflow {
  userId: string;
  jobName: string;
  softId: string;
  appId: string;
  typeName: string;
  params: TaskParamsColumn;
  inputs: TaskInputsColumn;
  reportStep: string;
  reportOutput: string;
  projectBaseId: string | null;
}

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
    insert(workflow: NewWorkflow): Promise<WorkflowRow> {
      return db
        .insertInto('workflows')
        .values({
          user_id: workflow.userId,
          job_name: workflow.jobName,
          soft_id: workflow.softId,
          app_id: workflow.appId,
          type_name: workflow.typeName,
          params: JSON.stringify(workflow.params),
          inputs: JSON.stringify(workflow.inputs),
          report_step: workflow.reportStep,
          report_output: workflow.reportOutput,
          project_base_id: workflow.projectBaseId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The planned steps of a new workflow, in plan order. */
    async insertSteps(workflowId: string, steps: readonly PlannedStep[]): Promise<void> {
      await db
        .insertInto('workflow_steps')
        .values(
          steps.map((step, position) => ({
            workflow_id: workflowId,
            step_key: step.key,
            step_id: step.stepId,
            shard: step.shard,
            tool_id: step.toolId,
            soft_id: step.softId,
            depends_on: step.dependsOn,
            inputs: JSON.stringify(step.inputs),
            params: JSON.stringify(step.params),
            position,
          })),
        )
        .execute();
    },

    find(id: string): Promise<WorkflowRow | undefined> {
      return db.selectFrom('workflows').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The row, locked for the executor's transaction (see workflow-writes.ts on lock order). */
    lock(id: string): Promise<WorkflowRow | undefined> {
      return db.selectFrom('workflows').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    update(id: string, changes: Updateable<WorkflowsTable>): Promise<WorkflowRow> {
      return db.updateTable('workflows').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('workflows').where('id', '=', id).execute();
    },

    /** The `jobs` notification of a workflow's change (sent only if the transaction commits). */
    async notify(row: Pick<WorkflowRow, 'id' | 'user_id' | 'status'>, deleted: boolean): Promise<void> {
      const change: WorkflowChange = { kind: 'workflow', workflowId: row.id, status: row.status, deleted };
      await realtimeNotifySql('jobs', row.user_id, change).execute(db);
    },

    /**
     * Takes the step tasks of a workflow that no one else holds (see workflow-writes.ts on lock order): the live
     * ones, or all not deleted yet.
     */
    lockFreeStepTasks(workflowId: string, which: 'live' | 'all'): Promise<TaskRow[]> {
      return db
        .selectFrom('tasks')
        .selectAll()
        .where('workflow_id', '=', workflowId)
        .$if(which === 'live', (q) => q.where('end_time', 'is', null))
        .where('deleted', '=', false)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    projectNames(workflows: readonly Pick<WorkflowRow, 'project_base_id'>[]): Promise<ProjectNameOf> {
      return jobProjectNames(db, workflows);
    },

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
