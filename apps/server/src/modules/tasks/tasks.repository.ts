import type { Kysely } from 'kysely';
import type { TaskJobStatus } from '@biocloud/contracts';
import type { DB, TaskRow } from '../../db/schema';
import { sortedPage } from '../../db/sorted-page';

/** What the task pages read. The engine's queries are in engine/engine.repository.ts. */

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
    /** A task of the user that is not deleted. */
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
