import type { Kysely, Updateable } from 'kysely';
import type { TaskEventKey, TaskEventParams, TaskJobChange, TaskJobStatus } from '@biocloud/contracts';
import type { DB, TaskInputsColumn, TaskParamsColumn, TaskRow, TasksTable } from '../../db/schema';
import { sortedPage } from '../../db/sorted-page';
import { storableJson } from '../../db/storable-text';
import { realtimeNotifySql } from '../../realtime/realtime';
import { jobProjectNames, type ProjectNameOf } from './job-project-names';

/**
 * What the task pages read, and the writes of a task change (task-writes.ts puts them in one transaction). The
 * engine's queries are in engine/engine.repository.ts. Bound to the executor it is made with: `db`, or a transaction.
 */

export interface TaskEvent {
  key: TaskEventKey;
  params?: TaskEventParams;
}

export type TaskChanges = Updateable<TasksTable>;

/** A new waiting task: a task job of its own, or a workflow's step (with its workflow and result folder). */
export interface NewTask {
  userId: string;
  jobName: string;
  softId: string;
  toolId: string;
  params: TaskParamsColumn;
  inputs: TaskInputsColumn;
  projectBaseId: string | null;
  workflowId?: string;
  outputFolderUuid?: string;
}

export const TASK_SORT_COLUMNS = {
  createTime: 'create_time',
  endTime: 'end_time',
  jobName: 'job_name',
  needTime: 'need_time',
  status: 'status',
} as const;
export type TaskSortName = keyof typeof TASK_SORT_COLUMNS;

export const RESULT_SORT_COLUMNS = {
  fileName: 'files.name',
  fileSize: 'files.size',
  fileTime: 'files.created_date',
  fileType: 'files.type',
} as const;
export type ResultSortName = keyof typeof RESULT_SORT_COLUMNS;

/** Statuses that hold one of a user's concurrency slots: the program exists (running or paused). */
export const SLOT_STATUSES = ['running', 'stop'] as const satisfies readonly TaskJobStatus[];

export function createTasksRepository(db: Kysely<DB>) {
  const owned = (userId: string) => db.selectFrom('tasks').where('user_id', '=', userId).where('deleted', '=', false);

  return {
    insert(task: NewTask): Promise<TaskRow> {
      return db
        .insertInto('tasks')
        .values({
          user_id: task.userId,
          job_name: task.jobName,
          soft_id: task.softId,
          tool_id: task.toolId,
          params: JSON.stringify(task.params),
          inputs: JSON.stringify(task.inputs),
          project_base_id: task.projectBaseId,
          ...(task.workflowId !== undefined && { workflow_id: task.workflowId }),
          ...(task.outputFolderUuid !== undefined && { output_folder_uuid: task.outputFolderUuid }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The row as it is now, deleted or not (undefined when gone). */
    find(id: string): Promise<TaskRow | undefined> {
      return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The row, locked for the executor's transaction (undefined when gone). */
    lock(id: string): Promise<TaskRow | undefined> {
      return db.selectFrom('tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** Updates a task row; answers the row after the change. */
    update(id: string, changes: TaskChanges): Promise<TaskRow> {
      // A reason's detail may quote a program's output, NUL bytes and all.
      return db
        .updateTable('tasks')
        .set(storableJson(changes))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Links a task's result files to their outputs; a link already there stays (a finish that is repeated). */
    async insertOutputs(taskId: string, outputs: readonly { fileUuid: string; outputName: string }[]): Promise<void> {
      if (outputs.length === 0) return;
      await db
        .insertInto('task_outputs')
        .values(outputs.map((o) => ({ task_id: taskId, file_uuid: o.fileUuid, output_name: o.outputName })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Removes a task row outright (a step's task taken back before it was claimed, to start again later). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('tasks').where('id', '=', id).execute();
    },

    /** Adds a task's events and the `jobs` notification of its change (sent only if the transaction commits). */
    async recordChange(
      task: Pick<TaskRow, 'id' | 'user_id' | 'status'>,
      events: readonly TaskEvent[],
      deleted: boolean,
    ) {
      if (events.length > 0) {
        await db
          .insertInto('task_events')
          .values(
            events.map((e) => ({
              task_id: task.id,
              event_key: e.key,
              event_params: JSON.stringify(storableJson(e.params ?? {})),
            })),
          )
          .execute();
      }
      const change: TaskJobChange = { kind: 'task', jobId: task.id, status: task.status, deleted };
      await realtimeNotifySql('jobs', task.user_id, change).execute(db);
    },

    /** A task of the user that is not deleted. */
    projectNames(tasks: readonly Pick<TaskRow, 'project_base_id'>[]): Promise<ProjectNameOf> {
      return jobProjectNames(db, tasks);
    },

    findOwned(userId: string, id: string): Promise<TaskRow | undefined> {
      return owned(userId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    list(
      userId: string,
      filter: { status?: TaskJobStatus },
      order: { by: TaskSortName; direction: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<{ rows: TaskRow[]; total: number }> {
      // A compute job's steps are task jobs too, but they belong to the compute job's pages, not this list.
      let query = owned(userId).where('workflow_id', 'is', null);
      if (filter.status) query = query.where('status', '=', filter.status);
      return sortedPage(query, { column: TASK_SORT_COLUMNS[order.by], direction: order.direction }, limit, offset);
    },

    events(taskId: string) {
      return db
        .selectFrom('task_events')
        .select(['event_time', 'event_key', 'event_params'])
        .where('task_id', '=', taskId)
        .orderBy('id')
        .execute();
    },

    /** Tasks of this user holding a slot, and waiting tasks of anyone ahead of this one. */
    async queueInfo(task: Pick<TaskRow, 'id' | 'user_id' | 'create_time'>) {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('tasks')
            .select(eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', task.user_id)
            .where('status', 'in', SLOT_STATUSES)
            .as('userRunning'),
          eb
            .selectFrom('tasks')
            .select(eb.fn.countAll<string>().as('n'))
            .where('status', 'in', SLOT_STATUSES)
            .as('allRunning'),
          eb
            .selectFrom('tasks')
            .select(eb.fn.countAll<string>().as('n'))
            .where('status', '=', 'wait')
            .where('deleted', '=', false)
            .where((w) =>
              w.or([
                w('create_time', '<', task.create_time),
                w.and([w('create_time', '=', task.create_time), w('id', '<', task.id)]),
              ]),
            )
            .as('ahead'),
        ])
        .executeTakeFirstOrThrow();
      return { userRunning: Number(row.userRunning), allRunning: Number(row.allRunning), ahead: Number(row.ahead) };
    },

    async results(
      taskId: string,
      order: { by: ResultSortName; direction: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ) {
      const base = db
        .selectFrom('task_outputs')
        .innerJoin('files', 'files.uuid', 'task_outputs.file_uuid')
        .where('task_outputs.task_id', '=', taskId);
      const [rows, count] = await Promise.all([
        base
          .selectAll('files')
          .select('task_outputs.output_name')
          .orderBy(RESULT_SORT_COLUMNS[order.by], order.direction)
          .orderBy('files.uuid')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
