import type { Transaction } from 'kysely';
import type { DB, TaskRow } from '../../db/schema';
import type { TaskChanges } from './tasks.repository';

/*
 * Modules above the task jobs react to a task's change without the task module knowing them: a listener runs
 * inside the transaction of every change (task-writes.ts, TaskWrites.change), so what follows from it commits
 * together with it or not at all. The workflow runner is one (a step's end starts the next steps); compose.ts
 * registers it on the hooks of its composition, so two servers in one process (tests) never share listeners.
 */

/** `changes` is what the change wrote (absent for a new task), so a listener can tell, say, the change that ended it. */
export type TaskChangeListener = (trx: Transaction<DB>, task: TaskRow, changes?: TaskChanges) => Promise<void>;

export interface TaskHooks {
  onTaskChanged(listener: TaskChangeListener): void;
  /** Runs the listeners one after another on the changed row, in the change's transaction. */
  publish(trx: Transaction<DB>, task: TaskRow, changes?: TaskChanges): Promise<void>;
}

export function createTaskHooks(): TaskHooks {
  const listeners: TaskChangeListener[] = [];
  return {
    onTaskChanged(listener) {
      listeners.push(listener);
    },
    async publish(trx, task, changes) {
      for (const listener of listeners) await listener(trx, task, changes);
    },
  };
}
