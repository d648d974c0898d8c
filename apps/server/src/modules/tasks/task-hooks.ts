import type { Transaction } from 'kysely';
import type { DB, TaskRow } from '../../db/schema';

/*
 * Modules above the task jobs react to a task's change without the task module knowing them: a listener runs
 * inside the transaction of every change (task-writes.ts, TaskWrites.change), so what follows from it commits
 * together with it or not at all. The workflow runner is one (a step's end starts the next steps); compose.ts
 * registers it on the hooks of its composition, so two servers in one process (tests) never share listeners.
 */

export type TaskChangeListener = (trx: Transaction<DB>, task: TaskRow) => Promise<void>;

export interface TaskHooks {
  onTaskChanged(listener: TaskChangeListener): void;
  /** Runs the listeners one after another on the changed row, in the change's transaction. */
  publish(trx: Transaction<DB>, task: TaskRow): Promise<void>;
}

export function createTaskHooks(): TaskHooks {
  const listeners: TaskChangeListener[] = [];
  return {
    onTaskChanged(listener) {
      listeners.push(listener);
    },
    async publish(trx, task) {
      for (const listener of listeners) await listener(trx, task);
    },
  };
}
