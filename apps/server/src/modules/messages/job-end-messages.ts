import type { Kysely, Updateable } from 'kysely';
import type { DB, TaskRow, TasksTable, TaskStatus, WorkflowRow, WorkflowStatus } from '../../db/schema';
import { enqueueNoticeMail } from '../mail/mail-outbox';
import { sendMessages, type MessageParams } from './messages.repository';

/** The ends that are told: a stop is the user's own doing. */
const KIND_OF_END: Partial<Record<WorkflowStatus, string>> = {
  FINISH: 'computeJobFinished',
  FAILURE: 'computeJobFailed',
};
const KIND_OF_TASK_END: Partial<Record<TaskStatus, string>> = {
  success: 'taskJobFinished',
  error: 'taskJobFailed',
};

/** A message (the header badge hears of it on the `messages` topic) and, if the owner opted in, an e-mail. */
async function tellOwner(trx: Kysely<DB>, userId: string, kind: string, params: MessageParams): Promise<void> {
  await sendMessages(trx, [userId], { kind, params });
  await enqueueNoticeMail(trx, userId, kind, params);
}

/**
 * Tells the owner of a compute job that it ended. Called in the transaction that ends the job, so the job's end, its
 * message and its e-mail commit together or not at all.
 */
export async function tellComputeJobEnded(
  trx: Kysely<DB>,
  workflow: Pick<WorkflowRow, 'id' | 'user_id' | 'job_name' | 'failed_step' | 'status'>,
): Promise<void> {
  const kind = KIND_OF_END[workflow.status];
  if (!kind) return;
  await tellOwner(trx, workflow.user_id, kind, {
    jobName: workflow.job_name,
    workflowId: workflow.id,
    ...(workflow.failed_step !== null && { failedStep: workflow.failed_step }),
  });
}

/**
 * Tells the owner of a task job (a tool run of their own, not a compute job's step: its compute job tells) that it
 * ended: a task-change listener (tasks/task-hooks.ts, registered by compose.ts) running in the transaction of the
 * change that set its end time, which happens once.
 */
export async function tellTaskJobEnded(
  trx: Kysely<DB>,
  task: Pick<TaskRow, 'id' | 'user_id' | 'job_name' | 'status' | 'workflow_id' | 'deleted'>,
  changes?: Updateable<TasksTable>,
): Promise<void> {
  if (task.workflow_id !== null || task.deleted || !changes?.end_time) return;
  const kind = KIND_OF_TASK_END[task.status];
  if (!kind) return;
  await tellOwner(trx, task.user_id, kind, { jobName: task.job_name, taskId: task.id });
}
