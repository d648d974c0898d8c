import type { Transaction, Updateable } from 'kysely';
import { isComputeJobTerminal, isTaskJobTerminal } from '@biocloud/contracts';
import type { Database } from '../../db/database';
import type { DB, TaskRow, WorkflowRow, WorkflowStepRow, WorkflowsTable } from '../../db/schema';
import type { ChangeTask, TaskChanges, TaskEvent } from '../tasks/task-writes';
import type { TaskHooks } from '../tasks/task-hooks';
import { tellComputeJobEnded } from '../messages/job-end-messages';
import { createStepStarter } from './step-start';
import { changeWorkflow, lockWorkflow } from './workflow-writes';
import { createWorkflowsRepository, type StepState, type WorkflowsRepository } from './workflows.repository';

/*
 * The workflow runner. It runs inside the transaction of every change of a step's task (its onStepTaskChanged is a
 * task-change listener, tasks/task-hooks.ts, registered by compose.ts), so a step's end and what follows from it (the
 * next steps' tasks, FAILURE, FINISH) commit together or not at all. It reads everything from the database, so after
 * a restart recoverWorkflows recomputes the same from the rows.
 */

/**
 * What the runner reads and writes, all inside one transaction: runnerOn binds it to a real one, a unit test's fake
 * keeps it in memory. Changes go through the same writes as everywhere (a task's events, NOTIFYs).
 */
export interface RunnerTx {
  workflows: Pick<WorkflowsRepository, 'stepStates' | 'outputFile' | 'lockFreeStepTasks'>;
  lockWorkflow(id: string): Promise<WorkflowRow | undefined>;
  changeWorkflow(row: Pick<WorkflowRow, 'id'>, changes: Updateable<WorkflowsTable>): Promise<WorkflowRow>;
  changeTask(
    task: Pick<TaskRow, 'id' | 'user_id'>,
    changes: TaskChanges,
    events: readonly TaskEvent[],
  ): Promise<TaskRow>;
  /** The owner's message about the workflow's end. */
  tellEnded(workflow: WorkflowRow): Promise<void>;
  startStep(workflow: WorkflowRow, step: WorkflowStepRow, states: readonly StepState[]): Promise<void>;
}

export function runnerOn(trx: Transaction<DB>, deps: RunnerDeps): RunnerTx {
  const { changeTask } = deps;
  const starter = createStepStarter(trx, deps.hooks);
  return {
    workflows: createWorkflowsRepository(trx),
    lockWorkflow: (id) => lockWorkflow(trx, id),
    changeWorkflow: (row, changes) => changeWorkflow(trx, row, changes),
    changeTask: (task, changes, events) => changeTask(trx, task, changes, events),
    tellEnded: (workflow) => tellComputeJobEnded(trx, workflow),
    startStep: (workflow, step, states) => starter.start(workflow, step, states),
  };
}

/** Stops a step's task: one not started yet ends at once; a running one is cancelled by the engine's monitor. */
async function killStep(tx: RunnerTx, task: TaskRow): Promise<void> {
  const unstarted = task.external_id === null && task.status === 'wait';
  await tx.changeTask(task, { status: 'killed', ...(unstarted && { end_time: new Date() }) }, [{ key: 'stopped' }]);
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
  return createWorkflowsRepository(trx).lockFreeStepTasks(workflowId, which);
}

async function fail(tx: RunnerTx, workflow: WorkflowRow, failed: StepState): Promise<void> {
  const ended = await tx.changeWorkflow(workflow, {
    status: 'FAILURE',
    end_time: new Date(),
    failed_step: failed.step_key,
    reason: failed.task_reason ?? 'step_failed',
    reason_detail: failed.task_reason_detail,
  });
  await tx.tellEnded(ended);
  for (const task of await tx.workflows.lockFreeStepTasks(workflow.id, 'live')) {
    if (task.status !== 'killed') await killStep(tx, task);
  }
}

/** Decides what follows from the steps' states: FAILURE, FINISH, or starting the steps whose inputs are ready. */
export async function advance(tx: RunnerTx, workflow: WorkflowRow): Promise<void> {
  if (isComputeJobTerminal(workflow.status)) return;
  const steps = await tx.workflows.stepStates(workflow.id);
  const failed = steps.find((s) => s.task_status === 'error' || s.task_status === 'killed');
  if (failed) return fail(tx, workflow, failed);
  if (steps.every((s) => s.task_status === 'success')) {
    const report = steps.find((s) => s.step_key === workflow.report_step);
    const reportFile = report?.task_id
      ? await tx.workflows.outputFile(report.task_id, workflow.report_output)
      : undefined;
    const ended = await tx.changeWorkflow(workflow, {
      status: 'FINISH',
      end_time: new Date(),
      report_file_uuid: reportFile ?? null,
    });
    await tx.tellEnded(ended);
    return;
  }
  if (workflow.status === 'PAUSE') return;
  const succeeded = new Set(steps.filter((s) => s.task_status === 'success').map((s) => s.step_key));
  const ready = steps.filter((s) => s.task_id === null && s.depends_on.every((d) => succeeded.has(d)));
  for (const step of ready) await tx.startStep(workflow, step, steps);
}

/** What follows from a change of a task that belongs to a workflow, in that change's transaction. */
export async function stepTaskChanged(tx: RunnerTx, task: TaskRow): Promise<void> {
  if (!task.workflow_id) return;
  let workflow = await tx.lockWorkflow(task.workflow_id);
  const live = !isTaskJobTerminal(task.status);
  // The workflow was deleted while this task was busy elsewhere: it goes the same way.
  if (!workflow) {
    if (!task.deleted) await tx.changeTask(task, { deleted: true, ...(live && { status: 'killed' }) }, []);
    return;
  }
  // Deleting a job takes its tasks with it; their ends no longer move anything.
  if (task.deleted) return;
  // A task another transaction held while the user acted on the workflow follows the user's decision now.
  if (live && isComputeJobTerminal(workflow.status)) {
    if (task.status !== 'killed') await killStep(tx, task);
    return;
  }
  if (workflow.status === 'PAUSE' && task.status === 'running' && task.external_id !== null) {
    await tx.changeTask(task, { status: 'stop' }, [{ key: 'paused' }]);
    return;
  }
  if (workflow.status === 'RECEIVED' && task.start_time) {
    workflow = await tx.changeWorkflow(workflow, { status: 'RUNNING', start_time: task.start_time });
  }
  if (isTaskJobTerminal(task.status)) await advance(tx, workflow);
}

/**
 * The runner of one composition, its task changes written by that composition's writes (whose hooks call
 * onStepTaskChanged: compose.ts).
 */
/** A runner's task writes, and the hooks it tells of each step task it creates (a new task is a change too). */
export interface RunnerDeps {
  changeTask: ChangeTask;
  hooks: Pick<TaskHooks, 'publish'>;
}

export function createWorkflowRunner(deps: RunnerDeps) {
  const on = (trx: Transaction<DB>) => runnerOn(trx, deps);
  const advanceWorkflow = (trx: Transaction<DB>, workflow: WorkflowRow) => advance(on(trx), workflow);

  return {
    advanceWorkflow,

    killStepTask: (trx: Transaction<DB>, task: TaskRow) => killStep(on(trx), task),

    /** Called for every change of a task that belongs to a workflow, in that change's transaction. */
    onStepTaskChanged: (trx: Transaction<DB>, task: TaskRow) => stepTaskChanged(on(trx), task),

    /** After a restart (or a missed change): every unfinished workflow is advanced from what the rows say. */
    async recoverWorkflows(db: Database): Promise<number> {
      const open = await createWorkflowsRepository(db).openIds();
      for (const id of open) {
        await db.transaction().execute(async (trx) => {
          const workflow = await lockWorkflow(trx, id);
          if (workflow) await advanceWorkflow(trx, workflow);
        });
      }
      return open.length;
    },
  };
}

export type WorkflowRunner = ReturnType<typeof createWorkflowRunner>;
