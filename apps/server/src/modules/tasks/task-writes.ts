import type { Kysely, Transaction, Updateable } from 'kysely';
import type { TaskEventKey, TaskEventParams, TaskJobChange } from '@biocloud/contracts';
import type { DB, TaskRow, TasksTable } from '../../db/schema';
import { realtimeNotifySql } from '../../realtime/realtime';
import { publishTaskChange } from './task-hooks';

/*
 * Every change of a task is one transaction that also writes its events and a NOTIFY on the `jobs` topic
 * (ARCHITECTURE "Job engine"): the page, the dispatcher and the monitor are all told, and only if it committed.
 */

export interface TaskEvent {
  key: TaskEventKey;
  params?: TaskEventParams;
}

export type TaskChanges = Updateable<TasksTable>;

/** Adds events and the `jobs` notification of a task (whose row the caller wrote or is writing). */
export async function recordTaskChange(
  trx: Kysely<DB>,
  task: Pick<TaskRow, 'id' | 'user_id'> & { status: TaskRow['status'] },
  events: readonly TaskEvent[],
  deleted = false,
): Promise<void> {
  if (events.length > 0) {
    await trx
      .insertInto('task_events')
      .values(events.map((e) => ({ task_id: task.id, event_key: e.key, event_params: JSON.stringify(e.params ?? {}) })))
      .execute();
  }
  const change: TaskJobChange = { kind: 'task', jobId: task.id, status: task.status, deleted };
  await realtimeNotifySql('jobs', task.user_id, change).execute(trx);
}

/** Updates a task row (locked by the caller), writes its events and notifies; answers the row after the change. */
export async function changeTask(
  trx: Transaction<DB>,
  task: Pick<TaskRow, 'id' | 'user_id'>,
  changes: TaskChanges,
  events: readonly TaskEvent[],
): Promise<TaskRow> {
  const row = await trx
    .updateTable('tasks')
    .set(changes)
    .where('id', '=', task.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordTaskChange(trx, row, events, row.deleted);
  // What follows from the change in the modules above (a workflow's next steps, its end) commits with it.
  await publishTaskChange(trx, row);
  return row;
}

/** The row, locked for this transaction (null when gone). */
export function lockTask(trx: Transaction<DB>, id: string): Promise<TaskRow | undefined> {
  return trx.selectFrom('tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
