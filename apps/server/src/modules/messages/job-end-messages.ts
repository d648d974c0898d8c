import type { Kysely } from 'kysely';
import type { DB, WorkflowRow, WorkflowStatus } from '../../db/schema';
import { enqueueNoticeMail } from '../mail/mail-outbox';
import { sendMessages } from './messages.repository';

/** The ends that are told: a stop is the user's own doing. */
const KIND_OF_END: Partial<Record<WorkflowStatus, string>> = {
  FINISH: 'computeJobFinished',
  FAILURE: 'computeJobFailed',
};

/**
 * Tells the owner of a compute job that it ended: a message (the header badge hears of it on the `messages` topic)
 * and, if they opted in, an e-mail through the outbox. Called in the transaction that ends the job, so the job's end,
 * its message and its e-mail commit together or not at all.
 */
export async function tellComputeJobEnded(
  trx: Kysely<DB>,
  workflow: Pick<WorkflowRow, 'id' | 'user_id' | 'job_name' | 'failed_step' | 'status'>,
): Promise<void> {
  const kind = KIND_OF_END[workflow.status];
  if (!kind) return;
  const params = {
    jobName: workflow.job_name,
    workflowId: workflow.id,
    ...(workflow.failed_step !== null && { failedStep: workflow.failed_step }),
  };
  await sendMessages(trx, [workflow.user_id], { kind, params });
  await enqueueNoticeMail(trx, workflow.user_id, kind, params);
}
