import type { Transaction } from 'kysely';
import type { DB, TaskRow } from '../../db/schema';

/*
 * Modules above the task jobs react to a task's change without the task module knowing them: a listener runs
 * inside the transaction of every change (task-writes.ts changeTask), so what follows from it commits together with
 * it or not at all. The workflow runner is one (a step's end starts the next steps); compose.ts registers it.
 */

export type TaskChangeListener = (trx: Transaction<DB>, task: TaskRow) => Promise<void>;

// A set: every composition of a process (tests start several servers) registers the same listeners once.
const listeners = new Set<TaskChangeListener>();

export function onTaskChanged(listener: TaskChangeListener): void {
  listeners.add(listener);
}

/** Runs the listeners one after another on the changed row, in the change's transaction. */
export async function publishTaskChange(trx: Transaction<DB>, task: TaskRow): Promise<void> {
  for (const listener of listeners) await listener(trx, task);
}
