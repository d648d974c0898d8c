import type { Kysely, Transaction } from 'kysely';
import type { DB, TaskRow } from '../../db/schema';
import type { TaskHooks } from './task-hooks';
import { createTasksRepository, type TaskChanges, type TaskEvent } from './tasks.repository';

/*
 * Every change of a task is one transaction that also writes its events and a NOTIFY on the `jobs` topic
 * (ARCHITECTURE "Job engine"): the page, the dispatcher and the monitor are all told, and only if it committed.
 */

export type { TaskChanges, TaskEvent };

/** Adds events and the `jobs` notification of a task (whose row the caller wrote or is writing). */
export async function recordTaskChange(
  trx: Kysely<DB>,
  task: Pick<TaskRow, 'id' | 'user_id'> & { status: TaskRow['status'] },
  events: readonly TaskEvent[],
  deleted = false,
): Promise<void> {
  await createTasksRepository(trx).recordChange(task, events, deleted);
}

/** The row, locked for this transaction (null when gone). */
export function lockTask(trx: Transaction<DB>, id: string): Promise<TaskRow | undefined> {
  return createTasksRepository(trx).lock(id);
}

/** What a service does with a task inside one transaction; a unit test's fake runs it in memory. */
export interface TaskTransaction {
  lock(id: string): Promise<TaskRow | undefined>;
  change(task: Pick<TaskRow, 'id' | 'user_id'>, changes: TaskChanges, events: readonly TaskEvent[]): Promise<TaskRow>;
}

export type TransactTasks = <T>(work: (tx: TaskTransaction) => Promise<T>) => Promise<T>;

/** Updates a task row (locked by the caller), writes its events and notifies; answers the row after the change. */
export type ChangeTask = (
  trx: Transaction<DB>,
  task: Pick<TaskRow, 'id' | 'user_id'>,
  changes: TaskChanges,
  events: readonly TaskEvent[],
) => Promise<TaskRow>;

/** The writes of task changes of one composition: each change also runs that composition's task-change hooks. */
export function createTaskWrites(hooks: Pick<TaskHooks, 'publish'>) {
  const change: ChangeTask = async (trx, task, changes, events) => {
    const tasks = createTasksRepository(trx);
    const row = await tasks.update(task.id, changes);
    await tasks.recordChange(row, events, row.deleted);
    // What follows from the change in the modules above (a workflow's next steps, its end) commits with it.
    await hooks.publish(trx, row, changes);
    return row;
  };

  return {
    change,

    /** Runs the work in a transaction of `db`, its changes written as every task change is (change). */
    transact(db: Kysely<DB>): TransactTasks {
      return (work) =>
        db.transaction().execute((trx) =>
          work({
            lock: (id) => lockTask(trx, id),
            change: (task, changes, events) => change(trx, task, changes, events),
          }),
        );
    },
  };
}

export type TaskWrites = ReturnType<typeof createTaskWrites>;
