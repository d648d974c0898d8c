import type { Transaction } from 'kysely';
import { isComputeJobTerminal, isTaskJobTerminal } from '@biocloud/contracts';
import type { Database } from '../../db/database';
import type { DB, TaskRow, WorkflowRow } from '../../db/schema';
import { changeTask } from '../jobs/task-writes';
import { tellComputeJobEnded } from '../messages/job-end-messages';
import { createStepStarter } from './step-start';
import { changeWorkflow, lockWorkflow } from './workflow-writes';
import { createWorkflowsRepository, type StepState } from './workflows.repository';

/*
 * The workflow runner. It runs inside the transaction of every change of a step's task (jobs/task-writes.ts calls
 * onStepTaskChanged), so a step's end and what follows from it (the next steps' tasks, FAILURE, FINISH) commit
 * together or not at all. It reads everything from the database, so after a restart recoverWorkflows recomputes
 * the same from the rows.
 */

/** Stops a step's task: one not started yet ends at once; a running one is cancelled by the engine's monitor. */
export async function killStepTask(trx: Transaction<DB>, task: TaskRow): Promise<void> {
  const unstarted = task.external_id === null && task.status === 'wait';
  await changeTask(trx, task, { status: 'killed', ...(unstarted && { end_time: new Date() }) }, [{ key: 'stopped' }]);
}

/**
 * Takes the step tasks of a workflow that no one else holds (see workflow-writes.ts on lock order): the live ones,
 * or all not deleted yet.
 */
export function lockFreeStepTasks(
  trx: Transaction<DB>,
  workflowId: string,
  which: 'live' | 'all' = 'live',
): Promise<TaskRow[]> {
  return trx
    .selectFrom('tasks')
    .selectAll()
    .where('workflow_id', '=', workflowId)
    .$if(which === 'live', (q) => q.where('end_time', 'is', null))
    .where('deleted', '=', false)
    .forUpdate()
    .skipLocked()
    .execute();
}

async function fail(trx: Transaction<DB>, workflow: WorkflowRow, failed: StepState): Promise<void> {
  const ended = await changeWorkflow(trx, workflow, {
    status: 'FAILURE',
    end_time: new Date(),
    failed_step: failed.step_key,
    reason: failed.task_reason ?? 'step_failed',
    reason_detail: failed.task_reason_detail,
  });
  await tellComputeJobEnded(trx, ended);
  for (const task of await lockFreeStepTasks(trx, workflow.id)) {
    if (task.status !== 'killed') await killStepTask(trx, task);
  }
}

/** Decides what follows from the steps' states: FAILURE, FINISH, or starting the steps whose inputs are ready. */
export async function advanceWorkflow(trx: Transaction<DB>, workflow: WorkflowRow): Promise<void> {
  if (isComputeJobTerminal(workflow.status)) return;
  const repo = createWorkflowsRepository(trx);
  const steps = await repo.stepStates(workflow.id);
  const failed = steps.find((s) => s.task_status === 'error' || s.task_status === 'killed');
  if (failed) return fail(trx, workflow, failed);
  if (steps.every((s) => s.task_status === 'success')) {
    const report = steps.find((s) => s.step_key === workflow.report_step);
    const reportFile = report?.task_id ? await repo.outputFile(report.task_id, workflow.report_output) : undefined;
    const ended = await changeWorkflow(trx, workflow, {
      status: 'FINISH',
      end_time: new Date(),
      report_file_uuid: reportFile ?? null,
    });
    await tellComputeJobEnded(trx, ended);
    return;
  }
  if (workflow.status === 'PAUSE') return;
  const succeeded = new Set(steps.filter((s) => s.task_status === 'success').map((s) => s.step_key));
  const ready = steps.filter((s) => s.task_id === null && s.depends_on.every((d) => succeeded.has(d)));
  const starter = createStepStarter(trx);
  for (const step of ready) await starter.start(workflow, step, steps);
}

/** Called for every change of a task that belongs to a workflow, in that change's transaction. */
export async function onStepTaskChanged(trx: Transaction<DB>, task: TaskRow): Promise<void> {
  if (!task.workflow_id) return;
  let workflow = await lockWorkflow(trx, task.workflow_id);
  const live = !isTaskJobTerminal(task.status);
  // The workflow was deleted while this task was busy elsewhere: it goes the same way.
  if (!workflow) {
    if (!task.deleted) await changeTask(trx, task, { deleted: true, ...(live && { status: 'killed' }) }, []);
    return;
  }
  // Deleting a job takes its tasks with it; their ends no longer move anything.
  if (task.deleted) return;
  // A task another transaction held while the user acted on the workflow follows the user's decision now.
  if (live && isComputeJobTerminal(workflow.status)) {
    if (task.status !== 'killed') await killStepTask(trx, task);
    return;
  }
  if (workflow.status === 'PAUSE' && task.status === 'running' && task.external_id !== null) {
    await changeTask(trx, task, { status: 'stop' }, [{ key: 'paused' }]);
    return;
  }
  if (workflow.status === 'RECEIVED' && task.start_time) {
    workflow = await changeWorkflow(trx, workflow, { status: 'RUNNING', start_time: task.start_time });
  }
  if (isTaskJobTerminal(task.status)) await advanceWorkflow(trx, workflow);
}

/** After a restart (or a missed change): every unfinished workflow is advanced from what the rows say. */
export async function recoverWorkflows(db: Database): Promise<number> {
  const open = await createWorkflowsRepository(db).openIds();
  for (const id of open) {
    await db.transaction().execute(async (trx) => {
      const workflow = await lockWorkflow(trx, id);
      if (workflow) await advanceWorkflow(trx, workflow);
    });
  }
  return open.length;
}
