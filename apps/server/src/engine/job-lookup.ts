import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Executor, JobLookup } from '@biocloud/executor';
import type { Database } from '../db/database';
import type { DB, TaskRow } from '../db/schema';
import { lockTask, type ChangeTask } from '../modules/tasks/task-writes';
import type { Finisher } from './finish-task';
import { removeWorkDir } from './work-dirs';

/*
 * Tasks handed to the executor whose job id the engine does not know: the submit was not confirmed (sbatch gave no
 * answer and the controller could not be asked), or the server stopped between starting the job and recording it.
 * The executor looks for the job by task id and work dir (Executor.lookup), and the task follows what it finds:
 * - found: recorded as started with that job, then watched like any other (so it can be paused, stopped, counted);
 * - ended while nobody watched: finished from what the work dir recorded, results and all;
 * - absent, nothing ran: after a restart the task waits to be started again (as one claimed but never handed over),
 *   else it ends as refused by the scheduler;
 * - unknown (the scheduler does not answer): the work dir is recorded, so that the monitor asks again, with an event.
 */

export interface JobLookupDeps {
  db: Database;
  changeTask: ChangeTask;
  executor: Executor;
  finish: Finisher;
  workRoot: string;
  logger: Logger;
}

/** What becomes of a task when no job exists: `requeue` after a restart (nothing ran), `fail` after a submit. */
export type IfAbsent = 'requeue' | 'fail';

/** Marks a task as handed over without a confirmed job: work dir recorded, no job id (EngineRepository.unconfirmed). */
export async function recordUnconfirmed(
  deps: { db: Database; changeTask: ChangeTask },
  taskId: string,
  workDir: string,
  message: string,
) {
  const { db, changeTask } = deps;
  await db.transaction().execute(async (trx) => {
    const row = await lockTask(trx, taskId);
    if (!row || row.end_time || row.external_id || row.work_dir) return;
    await changeTask(trx, row, { work_dir: workDir }, [
      { key: 'submitUnconfirmed', params: { message: message.slice(0, 300) } },
    ]);
  });
}

export function createJobLookup(deps: JobLookupDeps) {
  const { db, executor, changeTask } = deps;

  /** Runs `change` on the task's row unless it has ended or has a job id meanwhile. */
  async function whileOpen(taskId: string, change: (trx: Transaction<DB>, row: TaskRow) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, taskId);
      if (row && !row.end_time && !row.external_id) await change(trx, row);
    });
  }

  /** No job ran and none will: start the task again or end it; one the user stopped ends as killed. */
  async function noJob(task: TaskRow, workDir: string, ifAbsent: IfAbsent): Promise<void> {
    await whileOpen(task.id, async (trx, row) => {
      if (ifAbsent === 'requeue' && row.status !== 'killed') {
        await removeWorkDir(deps.workRoot, workDir);
        const again = {
          status: 'wait',
          claimed_at: null,
          executor: null,
          executor_host: null,
          work_dir: null,
          input_check_progress: null,
        } as const;
        await changeTask(trx, row, again, []);
        return;
      }
      const [reason, detail] =
        ifAbsent === 'requeue'
          ? ['interrupted', 'the server stopped while the job was being started']
          : ['scheduler', 'the scheduler never created the job'];
      const status = row.status === 'killed' ? 'killed' : 'error';
      await changeTask(trx, row, { status, end_time: new Date(), reason, reason_detail: detail, work_dir: workDir }, [
        { key: 'dispatchFailed', params: { reasonCode: reason } },
      ]);
    });
  }

  async function follow(task: TaskRow, workDir: string, found: JobLookup, ifAbsent: IfAbsent): Promise<void> {
    switch (found.state) {
      case 'found': {
        const { externalId } = found.job;
        deps.logger.info({ taskId: task.id, externalId }, 'job found for a task without a job id');
        await whileOpen(task.id, async (trx, row) => {
          const started = { external_id: externalId, work_dir: workDir, start_time: new Date() };
          await changeTask(trx, row, started, [{ key: 'started', params: { executor: executor.kind, externalId } }]);
        });
        return;
      }
      case 'ended':
        await whileOpen(task.id, async (trx, row) => {
          await changeTask(trx, row, { work_dir: workDir }, []);
        });
        await deps.finish({ ...task, work_dir: workDir }, found.status);
        return;
      case 'absent':
        await noJob(task, workDir, ifAbsent);
        return;
      case 'unknown':
        await recordUnconfirmed(deps, task.id, workDir, found.message);
        return;
    }
  }

  return {
    noJob,
    /** Looks for the task's job in its claimed work dir and settles the task accordingly; answers what was found. */
    async settle(task: TaskRow, workDir: string, ifAbsent: IfAbsent): Promise<JobLookup['state']> {
      const found = await executor.lookup({ taskId: task.id, workDir });
      await follow(task, workDir, found, ifAbsent);
      return found.state;
    },
  };
}
