import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { isUuid, nextComputeStatus, type ComputeJobStatus, type JobAction } from '@biocloud/contracts';
import type { Database } from '../../db/database';
import type { DB, WorkflowRow } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { createFileTreeRepository } from '../files/file-tree.repository';
import { releaseBlobs } from '../files/blob-release';
import type { BlobStore } from '../../storage/blob-store';
import type { ChangeTask } from '../tasks/task-writes';
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

export interface WorkflowActionDeps {
  db: Database;
  store: BlobStore;
  logger: FastifyBaseLogger;
  changeTask: ChangeTask;
  runner: Pick<WorkflowRunner, 'advanceWorkflow' | 'killStepTask'>;
}

type Transition = (trx: Transaction<DB>, workflow: WorkflowRow) => Promise<WorkflowRow>;

export function createWorkflowActions(deps: WorkflowActionDeps) {
  const { db, changeTask, runner } = deps;

  const pause: Transition = async (trx, workflow) => {
    const updated = await changeWorkflow(trx, workflow, { status: 'PAUSE' });
    for (const task of await lockFreeStepTasks(trx, workflow.id)) {
      if (task.status === 'running' && task.external_id !== null) {
        await changeTask(trx, task, { status: 'stop' }, [{ key: 'paused' }]);
      } else if (task.status === 'wait') {
        // Not claimed by the dispatcher: taken back, the step starts again on resume (with its folder kept).
        await createTasksRepository(trx).remove(task.id);
      }
    }
    return updated;
  };

  const resume: Transition = async (trx, workflow) => {
    const updated = await changeWorkflow(trx, workflow, { status: 'RUNNING' });
    for (const task of await lockFreeStepTasks(trx, workflow.id)) {
      if (task.status === 'stop') await changeTask(trx, task, { status: 'running' }, [{ key: 'resumed' }]);
    }
    await runner.advanceWorkflow(trx, updated);
    return updated;
  };

  const stop: Transition = async (trx, workflow) => {
    const updated = await changeWorkflow(trx, workflow, { status: 'KILLED', end_time: new Date() });
    for (const task of await lockFreeStepTasks(trx, workflow.id)) {
      if (task.status !== 'killed') await runner.killStepTask(trx, task);
    }
    return updated;
  };

  const TRANSITIONS: Record<Exclude<JobAction, 'delete'>, Transition> = { pause, resume, stop };

  async function locked(trx: Transaction<DB>, caller: Caller, workflowId: string): Promise<WorkflowRow> {
    const row = isUuid(workflowId) ? await lockWorkflow(trx, workflowId) : undefined;
    if (!row || row.user_id !== caller.id) throw workflowNotFound();
    return row;
  }

  return {
    async act(
      caller: Caller,
      workflowId: string,
      action: Exclude<JobAction, 'delete'>,
    ): Promise<{ workflowId: string; status: ComputeJobStatus }> {
      return db.transaction().execute(async (trx) => {
        const row = await locked(trx, caller, workflowId);
        if (!nextComputeStatus(action, row.status).ok) throw workflowActionNotAllowed(row.status);
        const updated = await TRANSITIONS[action](trx, row);
        return { workflowId, status: updated.status };
      });
    },

    /** Deletes every job named, or none: one not deletable in its status refuses the whole request. */
    async delete(caller: Caller, workflowIds: readonly string[]): Promise<{ deleted: string[] }> {
      const ids = [...new Set(workflowIds)];
      const keys = await db.transaction().execute(async (trx) => {
        const rows: WorkflowRow[] = [];
        for (const id of ids.sort()) rows.push(await locked(trx, caller, id));
        for (const row of rows) {
          if (!nextComputeStatus('delete', row.status).ok) throw workflowActionNotAllowed(row.status);
        }
        for (const row of rows) {
          // Steps still suspended (PAUSE) are cancelled by the monitor once marked; ended ones lose their work dirs.
          for (const task of await lockFreeStepTasks(trx, row.id, 'all')) {
            await changeTask(trx, task, { deleted: true, ...(task.status === 'stop' && { status: 'killed' }) }, []);
          }
          await createWorkflowsRepository(trx).delete(row.id);
          await notifyWorkflow(trx, row, true);
        }
        // The reports go with their jobs, in the same transaction; their bytes once it committed.
        const reports = rows.flatMap((row) => (row.report_file_uuid ? [row.report_file_uuid] : []));
        if (reports.length === 0) return [];
        const tree = createFileTreeRepository(trx);
        return tree.sweepBlobs((await tree.deleteSubtrees(reports)).blobIds);
      });
      await releaseBlobs(deps.store, keys, deps.logger);
      return { deleted: ids };
    },
  };
}

export type WorkflowActions = ReturnType<typeof createWorkflowActions>;
