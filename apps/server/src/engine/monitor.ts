import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  ExecutorError,
  JOB_DIR,
  JOB_FILES,
  type Executor,
  type ExecutorStatus,
  type ExitReason,
  type JobRef,
} from '@biocloud/executor';
import type { Database } from '../db/database';
import type { TaskRow } from '../db/schema';
import { lockTask, recordTaskChange, type ChangeTask, type TaskEvent } from '../modules/tasks/task-writes';
import type { EngineRepository, EngineScope } from './engine.repository';
import type { Finisher } from './finish-task';
import { createJobLookup } from './job-lookup';
import { limitExceeded, type EngineLimits } from './job-limit-check';
import { createLimiter } from './limiter';
import type { LogFollower } from './log-follower';
import { removeWorkDir, workDirOf } from './work-dirs';

/*
 * The monitor: the one writer of run state. Each tick it asks the executor about every task it watches in ONE call,
 * then for each:
 * - ended or lost: finish it (results, end record, events);
 * - otherwise brings the program in line with the status the user chose: `stop` (paused) -> suspend, `running` ->
 *   resume, `killed` or deleted -> cancel;
 * - running: ends it if it is over its process or output limit (job-limit-check.ts), else streams its log appends;
 *   queued at the scheduler: says why, once per reason. An ended job over a limit ends with that reason too.
 * Slow work (cancel waits for the processes to go, finishing copies results) runs beside the tick, one at a time
 * per task; the tick does not wait for it. Up to FINISH_CONCURRENCY tasks are finished at once: a burst of ended
 * jobs is not finished one by one, nor does it take every database connection. Deleted tasks that have ended lose
 * their work dir, then their row. Tasks without a job id (submit not confirmed, or a crash right after the start)
 * are looked up through the executor (job-lookup.ts), at most every LOOKUP_INTERVAL_MS each.
 */

export interface MonitorDeps {
  db: Database;
  changeTask: ChangeTask;
  repo: EngineRepository;
  scope: EngineScope;
  executor: Executor;
  finish: Finisher;
  logs: LogFollower;
  workRoot: string;
  /** The process and output limits of a task's job; unknown for a tool no longer in the catalog. */
  limitsOf: (task: TaskRow) => EngineLimits | undefined;
  logger: Logger;
  /** Called when background work ends, so the next tick comes at once. */
  wake: () => void;
}

/** Deleted tasks cleaned up per tick. */
const CLEANUP_BATCH = 50;
/** Ended tasks finished at once (results collected, end recorded); the pool has 10 connections. */
const FINISH_CONCURRENCY = 4;
/** Between two looks for the job of a task whose submit was not confirmed: the scheduler is slow or away. */
const LOOKUP_INTERVAL_MS = 5_000;
/** Looks at once: during an outage each may wait for the scheduler's timeout, so not one per unconfirmed task. */
const LOOKUP_CONCURRENCY = 4;

function refOf(task: TaskRow): JobRef {
  return { externalId: task.external_id!, workDir: task.work_dir! };
}

export function createMonitor(deps: MonitorDeps) {
  const { executor, logger } = deps;
  /** Background work per task id. */
  const busy = new Map<string, Promise<void>>();
  /** Last scheduler wait reason reported per task. */
  const waitReasons = new Map<string, string>();
  const finishing = createLimiter(FINISH_CONCURRENCY);
  const lookup = createJobLookup(deps);
  const looking = createLimiter(LOOKUP_CONCURRENCY);
  /** When each unconfirmed task was last looked up. */
  const lookedAt = new Map<string, number>();

  function inBackground(task: TaskRow, what: string, work: () => Promise<void>): void {
    if (busy.has(task.id)) return;
    const run = work()
      .catch((error: unknown) => logger.error({ err: error, taskId: task.id, what }, 'engine task work failed'))
      .finally(() => {
        busy.delete(task.id);
        deps.wake();
      });
    busy.set(task.id, run);
  }

  async function event(task: TaskRow, events: TaskEvent[]): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, task.id);
      if (row) await recordTaskChange(trx, row, events, row.deleted);
    });
  }

  /** Runs an executor action; a job that ended meanwhile is not an error (the next tick finishes it). */
  async function act(task: TaskRow, action: 'suspend' | 'resume' | 'cancel', reason?: ExitReason): Promise<void> {
    try {
      await (action === 'cancel' ? executor.cancel(refOf(task), reason) : executor[action](refOf(task)));
    } catch (error) {
      if (error instanceof ExecutorError && error.code === 'NOT_RUNNING') return;
      logger.warn({ err: error, taskId: task.id, action }, 'executor action failed');
      await event(task, [
        { key: 'actionFailed', params: { action, message: String((error as Error).message).slice(0, 300) } },
      ]);
    }
  }

  async function overLimit(task: TaskRow, status: ExecutorStatus): Promise<ExitReason | undefined> {
    const limits = deps.limitsOf(task);
    return limits && limitExceeded(status, limits, task.work_dir!);
  }

  async function reconcile(task: TaskRow, status: ExecutorStatus): Promise<void> {
    if (status.state === 'exited' || status.state === 'lost') {
      inBackground(task, 'finish', () =>
        finishing(async () => {
          const over = status.state === 'exited' ? await overLimit(task, status) : undefined;
          await deps.finish(task, over ? { ...status, reason: over } : status);
          deps.logs.forget(task.id);
          waitReasons.delete(task.id);
        }),
      );
      return;
    }
    const wanted = task.deleted || task.status === 'killed' ? 'gone' : task.status;
    if (wanted === 'gone') return inBackground(task, 'cancel', () => act(task, 'cancel'));
    if (wanted === 'stop' && status.state === 'running')
      return inBackground(task, 'suspend', () => act(task, 'suspend'));
    if (wanted === 'running' && status.state === 'suspended') {
      return inBackground(task, 'resume', () => act(task, 'resume'));
    }
    if (status.state === 'queued' && status.waitReason && waitReasons.get(task.id) !== status.waitReason) {
      waitReasons.set(task.id, status.waitReason);
      await event(task, [{ key: 'schedulerWaiting', params: { reason: status.waitReason } }]);
    }
    if (status.state === 'running' && wanted === 'running') {
      const over = await overLimit(task, status);
      if (over) return inBackground(task, 'limit', () => act(task, 'cancel', over));
      await deps.logs
        .follow(task)
        .catch((error: unknown) => logger.warn({ err: error, taskId: task.id }, 'log not followed'));
    }
  }

  async function cleanUpDeleted(): Promise<void> {
    for (const task of await deps.repo.deletedAndEnded(CLEANUP_BATCH)) {
      if (busy.has(task.id)) continue;
      await removeWorkDir(deps.workRoot, task.work_dir);
      await deps.repo.remove(task.id);
    }
  }

  /** Looks for the jobs of tasks whose submit was not confirmed, beside the tick (a look may wait for the scheduler). */
  async function lookUpUnconfirmed(): Promise<void> {
    const now = Date.now();
    for (const task of await deps.repo.unconfirmed(deps.scope)) {
      if (busy.has(task.id) || now - (lookedAt.get(task.id) ?? 0) < LOOKUP_INTERVAL_MS) continue;
      lookedAt.set(task.id, now);
      inBackground(task, 'lookup', () =>
        looking(async () => {
          if ((await lookup.settle(task, task.work_dir!, 'fail')) !== 'unknown') lookedAt.delete(task.id);
        }),
      );
    }
  }

  return {
    async tick(): Promise<void> {
      // First: the executor's status call below fails while the scheduler does not answer.
      await lookUpUnconfirmed();
      const tasks = (await deps.repo.active(deps.scope)).filter((task) => !busy.has(task.id));
      if (tasks.length > 0) {
        const statuses = await executor.status(tasks.map(refOf));
        for (const task of tasks) {
          const status = statuses.get(task.external_id!);
          if (status) await reconcile(task, status);
        }
      }
      await cleanUpDeleted();
    },

    /**
     * After taking over (a restart): every task this engine should watch is found again through the executor, or
     * ended as lost. A task without a job id whose work dir was claimed is looked up (job-lookup.ts): the job the
     * server started just before it stopped is watched, or finished if it ended meanwhile; tasks whose job never
     * started go back to the queue.
     */
    async recover(): Promise<void> {
      for (const task of await deps.repo.active(deps.scope)) {
        const status = await executor.recover(refOf(task));
        await event(task, [{ key: 'recovered', params: { state: status.state } }]);
        await reconcile(task, status);
      }
      for (const task of await deps.repo.orphans(deps.scope)) {
        const dir = task.work_dir ?? workDirOf(deps.workRoot, task.id);
        // The wrapper script exists from the moment the executor took the job: it may run, or have run, untracked.
        if (existsSync(path.join(dir, JOB_DIR, JOB_FILES.script))) await lookup.settle(task, dir, 'requeue');
        else await lookup.noJob(task, dir, 'requeue');
      }
    },

    /** Waits for background work (finishing, cancelling) to end. */
    async drain(): Promise<void> {
      await Promise.all([...busy.values()]);
    },
  };
}

export type Monitor = ReturnType<typeof createMonitor>;
