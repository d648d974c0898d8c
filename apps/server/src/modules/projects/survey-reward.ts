import type { Kysely } from 'kysely';
import { EVALUATION_REWARD_BEANS, type EvaluationStage } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { grantBeans } from '../beans/ledger';
import { sendMessages } from '../messages/messages.repository';

/**
 * The survey's reward (spec 001 §4): beans credited once per user, project and stage (the key; the answer itself is
 * once per project and stage), marked on the answer's row, and a message that says so, all in the answer's transaction.
 */
export async function creditSurvey(
  trx: Kysely<DB>,
  a: { userId: string; projectId: string; projectName: string; stage: EvaluationStage },
): Promise<void> {
  const granted = await grantBeans(trx, {
    walletOwner: { kind: 'user', id: a.userId },
    amount: EVALUATION_REWARD_BEANS,
    kind: 'survey',
    key: `survey:${a.userId}:${a.projectId}:${a.stage}`,
    ref: { type: 'project', id: a.projectId },
    // The project's name, for the movement's link (bean/detail).
    reason: a.projectName,
  });
  if (granted.replayed) return;
  await trx
    .updateTable('project_evaluations')
    .set({ reward_credited_at: new Date() })
    .where('project_id', '=', a.projectId)
    .where('stage', '=', a.stage)
    .execute();
  await sendMessages(trx, [a.userId], {
    kind: 'surveyRewarded',
    params: { projectName: a.projectName, beans: EVALUATION_REWARD_BEANS },
    projectId: a.projectId,
  });
}
