import os from 'node:os';
import type { Logger } from 'pino';
import { createLocalExecutor, createSlurmExecutor, execFileRunner, type Executor } from '@biocloud/executor';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { LoadedCatalog } from '../modules/catalog/catalog-cache';
import type { FileIngest } from '../modules/files/file-ingest';
import type { FilesData } from '../modules/files/files-data';
import { readWholeByMetadata } from '../modules/tasks/input-checks/read-whole-before';
import type { TaskWrites } from '../modules/tasks/task-writes';
import type { WorkflowRunner } from '../modules/workflows/workflow-runner';
import type { BlobStore } from '../storage/blob-store';
import { failureLogLevel } from '../db/connection-errors';
import { startPgListener, type PgListener } from '../realtime/pg-fanout';
import type { RealtimePublisher } from '../realtime/realtime';
import { createDispatcher } from './dispatcher';
import { engineLockName, tryEngineLock, type EngineLock } from './engine-lock';
import { createEngineRepository, type EngineScope } from './engine.repository';
import { createFinisher } from './finish-task';
import { createLogFollower } from './log-follower';
import { jobResources, jobUserFor } from './job-limits';
import { createMonitor } from './monitor';
import { startPump, type Pump } from './pump';
import { workRoot } from './work-dirs';

/*
 * The job engine (the dispatcher role of main.ts): the dispatcher starts waiting tasks, the monitor watches running
 * ones. Both are woken by the `jobs` NOTIFY that every task change sends (submit, user action, end), so nothing
 * polls the database for work; the dispatcher also ticks slowly in case a notification was missed, and the monitor
 * asks the executor about running jobs every MONITOR_INTERVAL_MS.
 *
 * Only one engine per executor runs at a time (engine-lock.ts); others wait and take over when it stops. Stopping
 * the engine leaves the jobs running: the next engine finds them again (monitor.recover).
 */

export interface EngineDeps {
  config: Config;
  db: Database;
  /** For LISTEN and the engine lock, each on a connection of its own. */
  dbUrl: string;
  logger: Logger;
  realtime: RealtimePublisher;
  /** The process's stores and services (compose.ts): outputs go through its ingest, which wakes metadata. */
  services: {
    catalog: LoadedCatalog;
    store: BlobStore;
    files: FilesData;
    ingest: FileIngest;
    taskWrites: Pick<TaskWrites, 'change'>;
    workflowRunner: Pick<WorkflowRunner, 'recoverWorkflows'>;
  };
  /** Defaults to the one EXECUTOR names. */
  executor?: Executor;
}

export interface Engine {
  /** Whether this instance holds the engine lock (the others stand by). */
  readonly active: boolean;
  stop(): Promise<void>;
}

/** A missed notification costs at most this much delay. */
const DISPATCH_SAFETY_TICK_MS = 30_000;
/** How often a standing-by instance tries to take over. */
const STANDBY_RETRY_MS = 5_000;

export function executorFor(config: Config, jobUser = jobUserFor(config)): Executor {
  const runAs = jobUser && { runAs: jobUser };
  return config.EXECUTOR === 'slurm'
    ? createSlurmExecutor({
        runner: execFileRunner({ timeoutMs: config.SLURM_COMMAND_TIMEOUT_MS }),
        ...(config.SLURM_PARTITION && { partition: config.SLURM_PARTITION }),
        ...runAs,
      })
    : createLocalExecutor({ ...runAs });
}

export async function startEngine(deps: EngineDeps): Promise<Engine> {
  const { config, db, logger } = deps;
  const jobUser = jobUserFor(config);
  const executor = deps.executor ?? executorFor(config, jobUser);
  const scope: EngineScope = { executor: executor.kind, host: os.hostname() };
  const { catalog, store, files, ingest, taskWrites, workflowRunner } = deps.services;
  const changeTask = taskWrites.change;
  const repo = createEngineRepository(db);
  const root = workRoot(config);
  const limits = { perUser: config.TASK_USER_CONCURRENCY, total: config.TASK_MAX_RUNNING };

  let stopped = false;
  let holding:
    | {
        lock: EngineLock;
        listener: PgListener;
        pumps: Pump[];
        monitor: ReturnType<typeof createMonitor>;
        stopEndedListener?: () => void;
      }
    | undefined;
  let retry: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  async function run(lock: EngineLock): Promise<void> {
    // Background work of the monitor wakes it; until its loop runs (during recovery) there is nothing to wake.
    let wakeMonitor = () => {};
    const monitor = createMonitor({
      db,
      changeTask,
      repo,
      scope,
      executor,
      finish: createFinisher({ db, changeTask, catalog, files, store, ingest, workRoot: root, logger }),
      logs: createLogFollower(deps.realtime),
      workRoot: root,
      limitsOf: (task) => {
        const manifest = catalog.catalog.byId.get(task.tool_id);
        return manifest && jobResources(manifest.resources, config);
      },
      logger,
      wake: () => wakeMonitor(),
    });
    const dispatcher = createDispatcher({
      db,
      changeTask,
      repo,
      scope,
      executor,
      catalog,
      files,
      store,
      readWholeBefore: readWholeByMetadata(files),
      readAtSubmitMaxBytes: config.INPUT_READ_AT_SUBMIT_MAX_BYTES,
      workRoot: root,
      jobUser,
      resourcesOf: (manifest) => jobResources(manifest.resources, config),
      limits,
      logger,
    });
    // Listening first: a change made while recovering still wakes the loops once they run.
    let wakeAll = () => {};
    const listener = await startPgListener({
      connectionString: deps.dbUrl,
      logger,
      onNotification: (notification) => {
        if (notification.topic === 'jobs') wakeAll();
      },
      onReconnect: () => wakeAll(),
    });
    try {
      await monitor.recover();
      // Workflows advance inside their steps' changes; one that a crash left between two steps moves on here.
      await workflowRunner.recoverWorkflows(db);
    } catch (error) {
      await listener.stop();
      throw error;
    }
    const monitorPump = startPump('monitor', config.MONITOR_INTERVAL_MS, () => monitor.tick(), logger);
    const dispatchPump = startPump('dispatcher', DISPATCH_SAFETY_TICK_MS, () => dispatcher.run(), logger);
    wakeMonitor = () => monitorPump.wake();
    wakeAll = () => {
      dispatchPump.wake();
      monitorPump.wake();
    };
    // A job's end that the executor sees (local: its wrapper exits) is finished at once, not at the next interval;
    // the interval stays the safety net, and the only way for Slurm and for jobs found again after a restart.
    const stopEndedListener = executor.onJobEnded?.(() => monitorPump.wake());
    holding = { lock, listener, pumps: [dispatchPump, monitorPump], monitor, stopEndedListener };
    logger.info({ executor: executor.kind, host: scope.host }, 'job engine started');
    // Losing the lock's connection means another instance may take over: step down at once.
    void lock.lost.then(async () => {
      if (stopped || holding?.lock !== lock) return;
      logger.warn('job engine lock lost; standing by');
      await release();
      schedule();
    });
  }

  async function release(): Promise<void> {
    const current = holding;
    holding = undefined;
    if (!current) return;
    current.stopEndedListener?.();
    await Promise.all(current.pumps.map((pump) => pump.stop()));
    await current.listener.stop();
    await current.monitor.drain();
    await current.lock.release();
  }

  async function attempt(): Promise<void> {
    if (stopped || holding) return;
    const lock = await tryEngineLock(deps.dbUrl, engineLockName(scope.executor, scope.host)).catch((error: unknown) => {
      logger[failureLogLevel(error, 'warn')]({ err: error }, 'job engine lock not taken');
      return undefined;
    });
    if (!lock) return schedule();
    if (stopped) return lock.release();
    try {
      await run(lock);
    } catch (error) {
      logger.error({ err: error }, 'job engine failed to start');
      await lock.release();
      schedule();
    }
  }

  function schedule(): void {
    if (stopped) return;
    retry = setTimeout(() => {
      starting = attempt();
    }, STANDBY_RETRY_MS);
    retry.unref();
  }

  starting = attempt();
  await starting;

  return {
    get active() {
      return holding !== undefined;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await starting;
      await release();
    },
  };
}
