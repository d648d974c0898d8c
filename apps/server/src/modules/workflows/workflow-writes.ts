import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, WorkflowRow, WorkflowsTable } from '../../db/schema';
import { createWorkflowsRepository } from './workflows.repository';

/*
 * Every change of a workflow is written with a NOTIFY on the `jobs` topic in the same transaction, as task changes
 * are (tasks/task-writes.ts), so the pages hear of it only if it committed.
 *
 * Lock order: a transaction that holds a step task's row may wait for its workflow's row (the runner, inside a task
 * change); one that holds a workflow's row never waits for a task's row (it takes them with SKIP LOCKED, and the
 * runner of a task it skipped brings that task in line when it gets the workflow). So the two never deadlock.
 */

export function notifyWorkflow(trx: Kysely<DB>, row: Pick<WorkflowRow, 'id' | 'user_id' | 'status'>, deleted = false) {
  return createWorkflowsRepository(trx).notify(row, deleted);
}

export async function changeWorkflow(
  trx: Transaction<DB>,
  row: Pick<WorkflowRow, 'id'>,
  changes: Updateable<WorkflowsTable>,
): Promise<WorkflowRow> {
  const workflows = createWorkflowsRepository(trx);
  const updated = await workflows.update(row.id, changes);
  await workflows.notify(updated, false);
  return updated;
}

export function lockWorkflow(trx: Transaction<DB>, id: string): Promise<WorkflowRow | undefined> {
  return createWorkflowsRepository(trx).lock(id);
}
