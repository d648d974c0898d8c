import path from 'node:path';
import type { Logger } from 'pino';
import type { ToolManifest } from '@biocloud/contracts';
import { ExecutorError, type Executor, type JobResources, type RunAs } from '@biocloud/executor';
import type { Database } from '../db/database';
import type { TaskRow } from '../db/schema';
import type { LoadedCatalog } from '../modules/catalog/catalog-cache';
import type { FilesData } from '../modules/files/files-data';
import type { ReadWholeBefore } from '../modules/tasks/input-checks/input-checks';
import { lockTask, recordTaskChange, type ChangeTask, type TaskEvent } from '../modules/tasks/task-writes';
import type { BlobStore } from '../storage/blob-store';
import type { EngineRepository, EngineScope } from './engine.repository';
import { checkInputsWhole } from './input-whole-check';
import { recordUnconfirmed } from './job-lookup';
import { InputMissingError, stageInputs } from './staging';
import { toolArgv } from './tool-argv';
import { createWorkDir, TEMP_DIR } from './work-dirs';

/*
 * Starts waiting tasks: claim some (engine.repository.ts claimWaiting), give each a work dir with its inputs, build
 * its argv from the manifest and hand it to the executor, then record where it runs. Whatever goes wrong before the
 * executor has it ends the task as an error with the reason; nothing is retried behind the user's back. A submit the
 * scheduler did not confirm leaves the task to the monitor, which looks its job up.
 *
 * Up to DISPATCH_CONCURRENCY tasks are prepared at once: most of a start is waiting (database, file system, the
 * executor's spawn or sbatch), and a task staging a large input from a remote store does not hold up the others.
 * Only as many tasks are claimed as there is room for, so few sit claimed but not yet handed over.
 */

/** Waiting tasks told per run why they wait; the rest are told on the next run. */
const HELD_NOTICE_BATCH = 100;
/** Tasks being started at once. */
const DISPATCH_CONCURRENCY = 4;
/** How often the share of a whole read of the inputs is written (each write tells the job's page). */
const CHECK_PROGRESS_MS = 1000;

export interface DispatcherDeps {
  db: Database;
  changeTask: ChangeTask;
  repo: EngineRepository;
  scope: EngineScope;
  executor: Executor;
  catalog: LoadedCatalog;
  files: FilesData;
  store: BlobStore;
  /** Whether a content was read whole before (format metadata): its gzip needs no whole read again. */
  readWholeBefore: ReadWholeBefore;
  /** Gzip inputs up to this size were inflated whole at submit; larger ones are here. */
  readAtSubmitMaxBytes: number;
  workRoot: string;
  /** Jobs run as this user (the server being root): their work dirs are made for it. */
  jobUser: RunAs | undefined;
  /** A job's resources from its manifest's (job-limits.ts). */
  resourcesOf: (manifest: ToolManifest) => JobResources;
  limits: { perUser: number; total: number };
  logger: Logger;
}

/** Why a task could not be handed to the executor: its reason code and the event that says so. */
class DispatchError extends Error {
  constructor(
    readonly reason: string,
    readonly params: Record<string, string>,
    message: string,
  ) {
    super(message);
  }
}

export function createDispatcher(deps: DispatcherDeps) {
  const { db, executor, logger, changeTask } = deps;

  function usableManifest(task: TaskRow): ToolManifest {
    const manifest = deps.catalog.catalog.byId.get(task.tool_id);
    if (!manifest) throw new DispatchError('tool_unavailable', {}, `tool ${task.tool_id} is not in the catalog`);
    const availability = deps.catalog.availability.get(manifest.id);
    if (availability && !availability.available) {
      throw new DispatchError('tool_unavailable', availability.params, availability.code);
    }
    return manifest;
  }

  /** The argv, with the inputs staged into the work dir. */
  async function prepare(task: TaskRow, manifest: ToolManifest, workDir: string): Promise<string[]> {
    try {
      const staged = await stageInputs(deps, task, workDir);
      return toolArgv(manifest, task.params, staged, {
        scriptsDir: deps.catalog.catalog.scriptsDir,
        nodePath: process.execPath,
      });
    } catch (error) {
      if (error instanceof InputMissingError)
        throw new DispatchError('input_missing', { input: error.input }, error.message);
      throw error;
    }
  }

  /** Ends a task that never reached the executor; its work dir (if made) is recorded so a delete removes it. */
  async function fail(task: TaskRow, error: unknown, workDir: string | undefined): Promise<void> {
    const known = error instanceof DispatchError ? error : undefined;
    if (!known) logger.error({ err: error, taskId: task.id }, 'task could not be started');
    const reason = known?.reason ?? 'dispatch_failed';
    const detail = error instanceof Error ? error.message : String(error);
    await db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, task.id);
      if (!row || row.end_time) return;
      const changes = {
        status: row.status === 'killed' ? ('killed' as const) : ('error' as const),
        end_time: new Date(),
        reason,
        reason_detail: detail.slice(0, 1000),
        ...(workDir && { work_dir: workDir }),
      };
      await changeTask(trx, row, changes, [
        { key: 'dispatchFailed', params: { reasonCode: reason, ...known?.params } },
      ]);
    });
  }

  /** The user stopped (or paused and deleted) the task while it was being prepared: it never starts. */
  async function withdrawn(task: TaskRow, workDir: string): Promise<boolean> {
    // A plain read first: the locking transaction is for the rare task that was withdrawn. One withdrawn after this
    // look is started and then cancelled by the monitor, as one withdrawn while it starts.
    const now = await deps.repo.find(task.id);
    if (now && !(now.deleted || now.status === 'killed')) return false;
    return db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, task.id);
      if (!row || !(row.deleted || row.status === 'killed')) return false;
      await changeTask(trx, row, { status: 'killed', end_time: new Date(), work_dir: workDir }, [{ key: 'killed' }]);
      return true;
    });
  }

  /** Writes a change of the task while it is still being started (not ended meanwhile). */
  async function whileStarting(task: TaskRow, changes: { input_check_progress: number }, events: TaskEvent[]) {
    await db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, task.id);
      if (row && !row.end_time) await changeTask(trx, row, changes, events);
    });
  }

  /** The first step when the inputs need a whole read (input-whole-check.ts): refused inputs end the task. */
  async function checkInputs(task: TaskRow, manifest: ToolManifest): Promise<void> {
    let written = 0;
    let writing = Promise.resolve();
    const refusal = await checkInputsWhole(deps, task, manifest, {
      onStart: (files) =>
        whileStarting(task, { input_check_progress: 0 }, [{ key: 'checkingInputs', params: { files } }]),
      onProgress: (share) => {
        if (Date.now() - written < CHECK_PROGRESS_MS) return;
        written = Date.now();
        writing = writing
          .then(() => whileStarting(task, { input_check_progress: share }, []))
          .catch((error: unknown) => logger.warn({ err: error, taskId: task.id }, 'input check progress not written'));
      },
    });
    await writing;
    if (refusal) {
      const { code, params } = refusal;
      throw new DispatchError('input_refused', { causeCode: code, ...params }, `${code}: ${params.file}`);
    }
  }

  async function dispatch(task: TaskRow): Promise<void> {
    let workDir: string | undefined;
    let ref;
    try {
      const manifest = usableManifest(task);
      await checkInputs(task, manifest);
      workDir = await createWorkDir(deps.workRoot, task.id, deps.jobUser);
      const argv = await prepare(task, manifest, workDir);
      if (await withdrawn(task, workDir)) return;
      ref = await executor
        .submit({
          taskId: task.id,
          workDir,
          argv,
          resources: deps.resourcesOf(manifest),
          env: { TMPDIR: path.join(workDir, TEMP_DIR), BIOCLOUD_TASK_ID: task.id },
        })
        .catch((error: unknown) => {
          if (error instanceof ExecutorError && error.code === 'SUBMIT_UNCONFIRMED') throw error;
          logger.warn({ err: error, taskId: task.id }, 'executor refused a task');
          throw new DispatchError('scheduler', {}, error instanceof Error ? error.message : String(error));
        });
    } catch (error) {
      if (workDir && error instanceof ExecutorError && error.code === 'SUBMIT_UNCONFIRMED') {
        // The job may exist or start later: the monitor looks it up (job-lookup.ts) instead of failing the task.
        logger.warn({ err: error, taskId: task.id }, 'submit not confirmed; the job will be looked up');
        await recordUnconfirmed(deps, task.id, workDir, error.message);
        return;
      }
      await fail(task, error, workDir);
      return;
    }
    await db.transaction().execute(async (trx) => {
      const row = await lockTask(trx, task.id);
      if (!row) return;
      const changes = {
        external_id: ref.externalId,
        work_dir: ref.workDir,
        start_time: new Date(),
        input_check_progress: null,
      };
      const params = { executor: executor.kind, externalId: ref.externalId };
      await changeTask(trx, row, changes, [{ key: 'started', params }]);
    });
  }

  return {
    /** Starts waiting tasks until none can start now, then tells the ones held by their owner's limit why. */
    async run(): Promise<void> {
      const starting = new Set<Promise<void>>();
      try {
        for (;;) {
          const claimed = await deps.repo.claimWaiting(deps.scope, deps.limits, DISPATCH_CONCURRENCY - starting.size);
          for (const task of claimed) {
            const start = dispatch(task)
              .catch((error: unknown) => logger.error({ err: error, taskId: task.id }, 'task start not recorded'))
              .finally(() => starting.delete(start));
            starting.add(start);
          }
          if (claimed.length === 0) break;
          if (starting.size >= DISPATCH_CONCURRENCY) await Promise.race(starting);
        }
      } finally {
        await Promise.all(starting);
      }
      const held = await deps.repo.heldByUserLimit(deps.limits.perUser, HELD_NOTICE_BATCH);
      if (held.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const task of held) {
          const params = { limit: deps.limits.perUser, running: task.running };
          await recordTaskChange(trx, { ...task, status: 'wait' }, [{ key: 'waitingForSlot', params }]);
        }
      });
    },
  };
}
