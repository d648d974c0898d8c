import type { FastifyBaseLogger } from 'fastify';
import { isUuid, nextComputeStatus, type ComputeJobStatus, type JobAction } from '@biocloud/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { DB, TaskRow, WorkflowRow, WorkflowsTable } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { createFileTreeRepository } from '../files/file-tree.repository';
import { releaseBlobs } from '../files/blob-release';
import type { BlobStore } from '../../storage/blob-store';
import type { ChangeTask, TaskChanges, TaskEvent } from '../tasks/task-writes';
import { createTasksRepository } from '../tasks/tasks.repository';
import { workflowActionNotAllowed, workflowNotFound } from './workflow-errors';
import { lockFreeStepTasks, type WorkflowRunner } from './workflow-runner';
import { changeWorkflow, lockWorkflow, notifyWorkflow } from './workflow-writes';
import { createWorkflowsRepository } from './workflows.repository';

/*
 * The user's actions on a compute job, each allowed only where the contracts' status machine says (spec 000 §4):
 * - pause (RUNNING): running steps are suspended (the monitor stops their processes), waiting ones are taken back
 *   so no new step starts;
 * - resume (PAUSE): suspended steps continue, and the steps whose inputs are ready start;
 * - stop (RECEIVED, RUNNING): every step is cancelled, the job is KILLED;
 * - delete (KILLED, PAUSE, FAILURE, FINISH): its steps go (the monitor stops and cleans up what still runs), and so
 *   does its report; its other result files stay the user's.
 * Each is one transaction; step tasks held by another transaction at that moment follow as soon as it ends
 * (workflow-runner.ts onStepTaskChanged).
 */

/** What an action reads and writes, all inside one transaction (workflow-writes.ts on lock order). */
export interface ActionTransaction {
  lockWorkflow(id: string): Promise<WorkflowRow | undefined>;
  changeWorkflow(row: Pick<WorkflowRow, 'id'>, changes: Updateable<WorkflowsTable>): Promise<WorkflowRow>;
  /** The row goes, and the pages are told. */
  deleteWorkflow(row: WorkflowRow): Promise<void>;
  lockFreeStepTasks(workflowId: string, which: 'live' | 'all'): Promise<TaskRow[]>;
  changeTask(
    task: Pick<TaskRow, 'id' | 'user_id'>,
    changes: TaskChanges,
    events: readonly TaskEvent[],
  ): Promise<TaskRow>;
  /** A waiting step's task taken back before the dispatcher claimed it. */
  takeBackTask(id: string): Promise<void>;
  advance(workflow: WorkflowRow): Promise<void>;
  killStep(task: TaskRow): Promise<void>;
  /** Deletes the report files; answers the storage keys of the blobs no file holds any more. */
  deleteReports(fileUuids: readonly string[]): Promise<string[]>;
}

export type TransactActions = <T>(work: (tx: ActionTransaction) => Promise<T>) => Promise<T>;

export function transactActions(
  db: Kysely<DB>,
  deps: { changeTask: ChangeTask; runner: Pick<WorkflowRunner, 'advanceWorkflow' | 'killStepTask'> },
): TransactActions {
  return (work) =>
    db.transaction().execute((trx) =>
      work({
        lockWorkflow: (id) => lockWorkflow(trx, id),
        changeWorkflow: (row, changes) => changeWorkflow(trx, row, changes),
        async deleteWorkflow(row) {
          await createWorkflowsRepository(trx).delete(row.id);
          await notifyWorkflow(trx, row, true);
        },
        lockFreeStepTasks: (workflowId, which) => lockFreeStepTasks(trx, workflowId, which),
        changeTask: (task, changes, events) => deps.changeTask(trx, task, changes, events),
        takeBackTask: (id) => createTasksRepository(trx).remove(id),
        advance: (workflow) => deps.runner.advanceWorkflow(trx, workflow),
        killStep: (task) => deps.runner.killStepTask(trx, task),
        async deleteReports(fileUuids) {
          if (fileUuids.length === 0) return [];
          const tree = createFileTreeRepository(trx);
          return tree.sweepBlobs((await tree.deleteSubtrees(fileUuids)).blobIds);
        },
      }),
    );
}

export interface WorkflowActionDeps {
  transact: TransactActions;
  store: BlobStore;
  logger: FastifyBaseLogger;
}

type Transition = (tx: ActionTransaction, workflow: WorkflowRow) => Promise<WorkflowRow>;

const pause: Transition = async (tx, workflow) => {
  const updated = await tx.changeWorkflow(workflow, { status: 'PAUSE' });
  for (const task of await tx.lockFreeStepTasks(workflow.id, 'live')) {
    if (task.status === 'running' && task.external_id !== null) {
      await tx.changeTask(task, { status: 'stop' }, [{ key: 'paused' }]);
    } else if (task.status === 'wait') {
      // Not claimed by the dispatcher: taken back, the step starts again on resume (with its folder kept).
      await tx.takeBackTask(task.id);
    }
  }
  return updated;
};

const resume: Transition = async (tx, workflow) => {
  const updated = await tx.changeWorkflow(workflow, { status: 'RUNNING' });
  for (const task of await tx.lockFreeStepTasks(workflow.id, 'live')) {
    if (task.status === 'stop') await tx.changeTask(task, { status: 'running' }, [{ key: 'resumed' }]);
  }
  await tx.advance(updated);
  return updated;
};

const stop: Transition = async (tx, workflow) => {
  const updated = await tx.changeWorkflow(workflow, { status: 'KILLED', end_time: new Date() });
  for (const task of await tx.lockFreeStepTasks(workflow.id, 'live')) {
    if (task.status !== 'killed') await tx.killStep(task);
  }
  return updated;
};

const TRANSITIONS: Record<Exclude<JobAction, 'delete'>, Transition> = { pause, resume, stop };

export function createWorkflowActions(deps: WorkflowActionDeps) {
  const { transact } = deps;

  async function locked(tx: ActionTransaction, caller: Caller, workflowId: string): Promise<WorkflowRow> {
    const row = isUuid(workflowId) ? await tx.lockWorkflow(workflowId) : undefined;
    if (!row || row.user_id !== caller.id) throw workflowNotFound();
    return row;
  }

  return {
    async act(
      caller: Caller,
      workflowId: string,
      action: Exclude<JobAction, 'delete'>,
    ): Promise<{ workflowId: string; status: ComputeJobStatus }> {
      return transact(async (tx) => {
        const row = await locked(tx, caller, workflowId);
        if (!nextComputeStatus(action, row.status).ok) throw workflowActionNotAllowed(row.status);
        const updated = await TRANSITIONS[action](tx, row);
        return { workflowId, status: updated.status };
      });
    },

    /** Deletes every job named, or none: one not deletable in its status refuses the whole request. */
    async delete(caller: Caller, workflowIds: readonly string[]): Promise<{ deleted: string[] }> {
      const ids = [...new Set(workflowIds)];
      const keys = await transact(async (tx) => {
        const rows: WorkflowRow[] = [];
        for (const id of ids.sort()) rows.push(await locked(tx, caller, id));
        for (const row of rows) {
          if (!nextComputeStatus('delete', row.status).ok) throw workflowActionNotAllowed(row.status);
        }
        for (const row of rows) {
          // Steps still suspended (PAUSE) are cancelled by the monitor once marked; ended ones lose their work dirs.
          for (const task of await tx.lockFreeStepTasks(row.id, 'all')) {
            await tx.changeTask(task, { deleted: true, ...(task.status === 'stop' && { status: 'killed' }) }, []);
          }
          await tx.deleteWorkflow(row);
        }
        // The reports go with their jobs, in the same transaction; their bytes once it committed.
        return tx.deleteReports(rows.flatMap((row) => (row.report_file_uuid ? [row.report_file_uuid] : [])));
      });
      await releaseBlobs(deps.store, keys, deps.logger);
      return { deleted: ids };
    },
  };
}

export type WorkflowActions = ReturnType<typeof createWorkflowActions>;
