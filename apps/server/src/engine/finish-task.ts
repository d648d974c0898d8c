import type { Logger } from 'pino';
import type { ToolManifest } from '@biocloud/contracts';
import type { ExecutorStatus } from '@biocloud/executor';
import type { Database } from '../db/database';
import type { TaskRow, TaskStatus } from '../db/schema';
import type { LoadedCatalog } from '../modules/catalog/catalog-cache';
import { lockTask, type ChangeTask, type TaskChanges, type TaskEvent } from '../modules/tasks/task-writes';
import { createTasksRepository } from '../modules/tasks/tasks.repository';
import {
  collectOutputs,
  inputTypes,
  OutputMissingError,
  producedOutputs,
  type CollectedOutput,
  type CollectorDeps,
} from './output-collector';
import { hasData, scanLog } from './output-verdict';
import { INPUT_DIR, OUTPUT_DIR, removeWorkDir, TEMP_DIR } from './work-dirs';

/*
 * What the monitor does when a program has ended (or is lost): collect the results of a successful run, then in one
 * transaction record the end (status, times, exit code, usage, reason), the result files and the events. A task the
 * user stopped ends as killed whatever its program did; one whose program exited 0 but left a required output
 * missing, wrote one of its manifest's error lines, left a `whenEmpty: fail` result without data, or whose results
 * could not be stored (quota), ends as an error with the reason. A failure's event names the log line that says why
 * (output-verdict.ts); a result without data otherwise gives a success with a warning event.
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

/** The result files without data, and whether their output makes that a failure. */
async function emptyResults(task: TaskRow, manifest: ToolManifest): Promise<{ name: string; fail: boolean }[]> {
  if (!task.work_dir) return [];
  const empty: { name: string; fail: boolean }[] = [];
  for (const produced of await producedOutputs(manifest, task.work_dir, inputTypes(task))) {
    if (await hasData(produced.file, produced.name)) continue;
    const output = manifest.outputs.find((o) => o.name === produced.outputName);
    empty.push({ name: produced.name, fail: output?.whenEmpty === 'fail' });
  }
  return empty;
}

/** Tries to record a task's end before it is ended as finish_failed instead. */
export const FINISH_ATTEMPTS = 3;

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
    const manifest = deps.catalog.catalog.byId.get(task.tool_id);
    const log = task.work_dir
      ? await scanLog(task.work_dir, manifest?.logErrors ?? [])
      : { errorLine: null, causeLine: null };
    const causeEvents: TaskEvent[] = log.causeLine ? [{ key: 'logCause', params: { line: log.causeLine } }] : [];
    if (exitCode !== 0 || status.reason) {
      const reasonCode = status.reason?.code ?? 'exit_code';
      return {
        status: 'error',
        reason: reasonCode,
        detail: status.reason?.message ?? log.causeLine ?? `exit code ${exitCode}`,
        // The cause first: the timeline ends on the failure itself.
        events: [...causeEvents, { key: 'failed', params: { exitCode, reasonCode } }],
        outputs: [],
      };
    }
    if (!manifest) {
      return { status: 'error', reason: 'tool_unavailable', detail: task.tool_id, events: [], outputs: [] };
    }
    if (log.errorLine) {
      const line = log.errorLine;
      return {
        status: 'error',
        reason: 'log_error',
        detail: line,
        events: [{ key: 'logError', params: { line } }],
        outputs: [],
      };
    }
    try {
      const empty = await emptyResults(task, manifest);
      const emptyEvents: TaskEvent[] = empty.map((p) => ({ key: 'outputEmpty', params: { file: p.name } }));
      if (empty.some((p) => p.fail)) {
        const detail = empty.map((p) => p.name).join(', ');
        return {
          status: 'error',
          reason: 'output_empty',
          detail,
          events: [...emptyEvents, ...causeEvents],
          outputs: [],
        };
      }
      const { outputs } = await collectOutputs(deps, task, manifest);
      const warnings = empty.length > 0 ? [...emptyEvents, ...causeEvents] : [];
      return {
        status: 'success',
        events: [{ key: 'outputsSaved', params: { count: outputs.length } }, ...warnings, { key: 'succeeded' }],
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

  /** Failed attempts to record the end of a task, by task id (the monitor tries again on its next tick). */
  const failedAttempts = new Map<string, number>();

  /** Writes the end of a task once; undefined when it had ended already (or is gone). */
  function record(task: TaskRow, status: ExecutorStatus, outcome: Outcome) {
    const endTime = status.endedAt ?? new Date();
    const startTime = status.startedAt ?? task.start_time ?? endTime;
    return deps.db.transaction().execute(async (trx) => {
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
  }

  /**
   * Records the end; a write that keeps failing (not the database being away: then the fallback fails too and the
   * next tick tries again) must not leave the job running for ever: after FINISH_ATTEMPTS the job ends as an error
   * that says its end could not be recorded, without the outcome's details or results.
   */
  async function recordOrGiveUp(task: TaskRow, status: ExecutorStatus, outcome: Outcome) {
    try {
      const finished = await record(task, status, outcome);
      failedAttempts.delete(task.id);
      return finished;
    } catch (error) {
      const attempts = (failedAttempts.get(task.id) ?? 0) + 1;
      failedAttempts.set(task.id, attempts);
      if (attempts < FINISH_ATTEMPTS) throw error;
      deps.logger.error(
        { err: error, taskId: task.id },
        'the end of the task could not be recorded: ended as an error',
      );
      const fallback: Outcome = {
        status: 'error',
        reason: 'finish_failed',
        events: [{ key: 'failed', params: { exitCode: status.exitCode ?? -1, reasonCode: 'finish_failed' } }],
        outputs: [],
      };
      const finished = await record(task, status, fallback);
      failedAttempts.delete(task.id);
      return finished;
    }
  }

  return async function finish(task: TaskRow, status: ExecutorStatus): Promise<void> {
    const finished = await recordOrGiveUp(task, status, await outcomeOf(task, status));
    // The results are stored now; what the job had for them (and the links to its inputs) can go. Logs stay.
    if (finished?.status === 'success') {
      await removeWorkDir(deps.workRoot, task.work_dir, [INPUT_DIR, OUTPUT_DIR, TEMP_DIR]).catch((error: unknown) =>
        deps.logger.warn({ err: error, taskId: task.id }, 'work dir not cleaned'),
      );
    }
  };
}

export type Finisher = ReturnType<typeof createFinisher>;
