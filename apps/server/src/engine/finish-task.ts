import type { Logger } from 'pino';
import type { ExecutorStatus } from '@biocloud/executor';
import type { Database } from '../db/database';
import type { TaskRow, TaskStatus } from '../db/schema';
import type { LoadedCatalog } from '../modules/catalog/catalog-cache';
import { lockTask, type ChangeTask, type TaskChanges, type TaskEvent } from '../modules/tasks/task-writes';
import { createTasksRepository } from '../modules/tasks/tasks.repository';
import { collectOutputs, OutputMissingError, type CollectedOutput, type CollectorDeps } from './output-collector';
import { INPUT_DIR, OUTPUT_DIR, removeWorkDir, TEMP_DIR } from './work-dirs';

/*
 * What the monitor does when a program has ended (or is lost): collect the results of a successful run, then in one
 * transaction record the end (status, times, exit code, usage, reason), the result files and the events. A task the
 * user stopped ends as killed whatever its program did; one whose program exited 0 but left a required output
 * missing, or whose results could not be stored (quota), ends as an error with the reason.
 */

interface Outcome {
  status: TaskStatus;
  reason?: string;
  detail?: string;
  events: TaskEvent[];
  outputs: CollectedOutput[];
}

export interface FinisherDeps extends CollectorDeps {
  db: Database;
  changeTask: ChangeTask;
  catalog: LoadedCatalog;
  workRoot: string;
  logger: Logger;
}

function userStopped(task: Pick<TaskRow, 'status' | 'deleted'>): boolean {
  return task.status === 'killed' || task.deleted;
}

export function createFinisher(deps: FinisherDeps) {
  async function outcomeOf(task: TaskRow, status: ExecutorStatus): Promise<Outcome> {
    const exitCode = status.exitCode ?? -1;
    if (status.state === 'lost') {
      const detail = status.reason?.message ?? 'lost';
      return userStopped(task)
        ? { status: 'killed', events: [{ key: 'killed' }], outputs: [] }
        : {
            status: 'error',
            reason: 'lost',
            detail,
            events: [{ key: 'lost', params: { reasonCode: 'lost' } }],
            outputs: [],
          };
    }
    if (userStopped(task)) return { status: 'killed', events: [{ key: 'killed' }], outputs: [] };
    // A reason with exit code 0: ended for a limit (a fork bomb whose first process returned at once), or stopped.
    if (exitCode !== 0 || status.reason) {
      const reasonCode = status.reason?.code ?? 'exit_code';
      return {
        status: 'error',
        reason: reasonCode,
        detail: status.reason?.message ?? `exit code ${exitCode}`,
        events: [{ key: 'failed', params: { exitCode, reasonCode } }],
        outputs: [],
      };
    }
    const manifest = deps.catalog.catalog.byId.get(task.tool_id);
    if (!manifest) {
      return { status: 'error', reason: 'tool_unavailable', detail: task.tool_id, events: [], outputs: [] };
    }
    try {
      const { outputs } = await collectOutputs(deps, task, manifest);
      return {
        status: 'success',
        events: [{ key: 'outputsSaved', params: { count: outputs.length } }, { key: 'succeeded' }],
        outputs,
      };
    } catch (error) {
      if (error instanceof OutputMissingError) {
        const event: TaskEvent = { key: 'outputMissing', params: { output: error.output } };
        return { status: 'error', reason: 'output_missing', detail: error.message, events: [event], outputs: [] };
      }
      const code = error instanceof Error && 'code' in error ? String(error.code) : 'outputs_failed';
      deps.logger.warn({ err: error, taskId: task.id }, 'results could not be stored');
      const detail = error instanceof Error ? error.message : String(error);
      return {
        status: 'error',
        reason: 'outputs_failed',
        detail,
        events: [{ key: 'outputsFailed', params: { reasonCode: 'outputs_failed', code } }],
        outputs: [],
      };
    }
  }

  return async function finish(task: TaskRow, status: ExecutorStatus): Promise<void> {
    const outcome = await outcomeOf(task, status);
    const endTime = status.endedAt ?? new Date();
    const startTime = status.startedAt ?? task.start_time ?? endTime;
    const finished = await deps.db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, task.id);
      if (!row || row.end_time) return undefined;
      // The user may have stopped it while the results were being collected: their decision stands.
      const final = userStopped(row) ? { ...outcome, status: 'killed' as const } : outcome;
      const changes: TaskChanges = {
        status: final.status,
        start_time: startTime,
        end_time: endTime,
        need_time: Math.max(0, endTime.getTime() - startTime.getTime()),
        exit_code: status.exitCode ?? null,
        peak_memory_kb: status.usage?.peakMemoryKb ?? null,
        cpu_seconds: status.usage?.cpuSeconds ?? null,
        reason: final.reason ?? null,
        reason_detail: final.detail?.slice(0, 1000) ?? null,
      };
      await createTasksRepository(trx).insertOutputs(row.id, final.outputs);
      await deps.changeTask(trx, row, changes, final.events);
      return final;
    });
    // The results are stored now; what the job had for them (and the links to its inputs) can go. Logs stay.
    if (finished?.status === 'success') {
      await removeWorkDir(deps.workRoot, task.work_dir, [INPUT_DIR, OUTPUT_DIR, TEMP_DIR]).catch((error: unknown) =>
        deps.logger.warn({ err: error, taskId: task.id }, 'work dir not cleaned'),
      );
    }
  };
}

export type Finisher = ReturnType<typeof createFinisher>;
