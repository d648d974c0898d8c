import type { Transaction } from 'kysely';
import { projectStatusForJobs, isOwnAnalysis } from '@biocloud/contracts';
import type { DB, TaskRow } from '../../db/schema';
import { createProjectJobsRepository } from './project-jobs.repository';

/*
 * An own-analysis project's status follows its jobs (issue 14 item 2): a task-change listener (tasks/task-hooks.ts,
 * registered by compose.ts after the workflow runner, so a step's change has already moved its workflow). It runs in
 * the change's transaction and locks the project row first, so two jobs ending at once cannot each count the other
 * as still running.
 */

export async function onProjectTaskChanged(trx: Transaction<DB>, task: TaskRow): Promise<void> {
  if (!task.project_base_id) return;
  const project = await trx
    .selectFrom('projects')
    .select(['id', 'type', 'status'])
    .where('id', '=', task.project_base_id)
    .forUpdate()
    .executeTakeFirst();
  if (!project || !isOwnAnalysis(project.type)) return;
  const status = projectStatusForJobs(await createProjectJobsRepository(trx).counts(project.id));
  if (status !== project.status)
    await trx.updateTable('projects').set({ status }).where('id', '=', project.id).execute();
}
