import {
  TASK_RESULTS_PAGE_SIZE,
  isUuid,
  nextTaskStatus,
  taskEventKeySchema,
  TASK_WARNING_EVENT_KEYS,
  type JobAction,
  type Locale,
  type TaskDetailResponse,
  type TaskJobStatus,
  type TaskListQuery,
  type TaskListResponse,
  type ToolManifest,
  type taskResultsQuerySchema,
} from '@biocloud/contracts';
import type { z } from 'zod';
import type { TaskRow } from '../../db/schema';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import type { TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import type { FilesData } from '../files/files-data';
import { jobActionNotAllowed, taskNotFound } from './task-errors';
import { eventText } from './task-events';
import { toResultFiles } from './result-files';
import { toTaskJob } from './task-dto';
import { jobParams } from './job-params';
import { readTaskLog } from './task-log';
import type { TaskChanges, TaskEvent, TransactTasks } from './task-writes';
import type { TasksRepository } from './tasks.repository';

/*
 * The task pages: list, detail, log, events and results, and the user's actions. An action only records the user's
 * decision (the status the contracts' state machine leads to); the engine's monitor brings the program in line
 * (suspend, resume, cancel) and records what happened, so actions work whichever instance runs the job.
 */

export interface TasksServiceDeps {
  tasksRepo: Pick<TasksRepository, 'findOwned' | 'list' | 'projectNames' | 'events' | 'queueInfo' | 'results'>;
  transact: TransactTasks;
  catalog: LoadedCatalog;
  files: FilesData;
  texts: TextBundles;
  limits: { userConcurrency: number; maxRunning: number };
  /** The user's own limit of jobs at once (their package's); unset: limits.userConcurrency for everyone. */
  jobLimitOf?: (userId: string) => Promise<number>;
}

const ACTION_EVENTS: Record<Exclude<JobAction, 'delete'>, TaskEvent['key']> = {
  pause: 'paused',
  resume: 'resumed',
  stop: 'stopped',
};

type ResultsQuery = z.output<typeof taskResultsQuerySchema>;

export function createTasksService(deps: TasksServiceDeps) {
  const { tasksRepo: repo, transact, texts } = deps;
  const manifestOf = (row: TaskRow): ToolManifest | undefined => deps.catalog.catalog.byId.get(row.tool_id);

  async function owned(caller: Caller, jobId: string): Promise<TaskRow> {
    const row = isUuid(jobId) ? await repo.findOwned(caller.id, jobId) : undefined;
    if (!row) throw taskNotFound();
    return row;
  }

  async function waitInfo(row: TaskRow): Promise<Pick<TaskDetailResponse, 'queuePosition' | 'waitReason'>> {
    if (row.status !== 'wait') return { queuePosition: null, waitReason: null };
    const info = await repo.queueInfo(row);
    const { maxRunning } = deps.limits;
    const userConcurrency = deps.jobLimitOf ? await deps.jobLimitOf(row.user_id) : deps.limits.userConcurrency;
    const waitReason: TaskDetailResponse['waitReason'] =
      info.userRunning >= userConcurrency
        ? { code: 'user_limit', params: { limit: userConcurrency, running: info.userRunning } }
        : maxRunning > 0 && info.allRunning >= maxRunning
          ? { code: 'capacity', params: { limit: maxRunning } }
          : { code: 'queue', params: { position: info.ahead + 1 } };
    return { queuePosition: info.ahead + 1, waitReason };
  }

  return {
    async list(caller: Caller, query: TaskListQuery, locale: Locale): Promise<TaskListResponse> {
      const status = query.jobStatus === 'all' || query.jobStatus === '' ? undefined : query.jobStatus;
      const size = query.recordNumberOfPage;
      const { rows, total } = await repo.list(
        caller.id,
        { ...(status && { status }) },
        { by: query.sortName, direction: query.sortType },
        size,
        query.currentPage * size,
      );
      const projectName = await repo.projectNames(rows);
      return {
        jobList: rows.map((row) => toTaskJob(row, manifestOf(row), locale, projectName(row))),
        totalPages: Math.ceil(total / size),
        totalElements: total,
      };
    },

    async detail(caller: Caller, jobId: string, locale: Locale): Promise<TaskDetailResponse> {
      const warnings = async (taskId: string, at: Locale) =>
        (await repo.events(taskId)).flatMap((event) => {
          const key = taskEventKeySchema.safeParse(event.event_key);
          return key.success && TASK_WARNING_EVENT_KEYS.includes(key.data)
            ? [eventText(texts, at, key.data, event.event_params)]
            : [];
        });
      const row = await owned(caller, jobId);
      const manifest = manifestOf(row);
      const params = jobParams(manifest?.params ?? [], row.params);
      const inputs = Object.entries(row.inputs).map(([name, files]) => ({
        name,
        label: (manifest?.inputs.find((i) => i.name === name) ?? manifest?.params.find((p) => p.name === name))
          ?.label ?? { zh: name, en: name },
        files: files.map((f) => ({ fileUuid: f.fileUuid, fileName: f.name, filePath: f.path })),
      }));
      return {
        ...toTaskJob(row, manifest, locale, (await repo.projectNames([row]))(row)),
        params,
        inputs,
        executor: row.executor,
        exitCode: row.exit_code,
        peakMemoryKb: row.peak_memory_kb,
        cpuSeconds: row.cpu_seconds,
        reason: row.reason ? { code: row.reason, detail: row.reason_detail ?? '' } : null,
        outPathId: row.output_folder_uuid,
        inputCheckProgress: row.start_time || row.end_time ? null : row.input_check_progress,
        warnings: row.status === 'success' ? await warnings(row.id, locale) : [],
        ...(await waitInfo(row)),
      };
    },

    async act(
      caller: Caller,
      jobId: string,
      action: JobAction,
    ): Promise<{ jobId: string; status: TaskJobStatus | null }> {
      await owned(caller, jobId);
      return transact(async (tx) => {
        const row = await tx.lock(jobId);
        if (!row || row.user_id !== caller.id || row.deleted) throw taskNotFound();
        // A compute job's step is paused, stopped or deleted with its compute job, never on its own.
        if (row.workflow_id) throw jobActionNotAllowed(row.status);
        const transition = nextTaskStatus(action, row.status);
        if (!transition.ok) throw jobActionNotAllowed(row.status);
        if (transition.removed) {
          await tx.change(row, { deleted: true }, []);
          return { jobId, status: null };
        }
        const changes: TaskChanges = { status: transition.status };
        // A job stopped before it started has nothing left to wait for.
        if (row.status === 'wait') changes.end_time = new Date();
        const key = ACTION_EVENTS[action as Exclude<JobAction, 'delete'>];
        const updated = await tx.change(row, changes, [{ key }]);
        return { jobId, status: updated.status };
      });
    },

    async log(caller: Caller, jobId: string, loadLog: number) {
      const row = await owned(caller, jobId);
      return readTaskLog(row.work_dir, loadLog);
    },

    async events(caller: Caller, jobId: string, locale: Locale) {
      const row = await owned(caller, jobId);
      const events = await repo.events(row.id);
      return {
        eventList: events.flatMap((event) => {
          const key = taskEventKeySchema.safeParse(event.event_key);
          if (!key.success) return [];
          return [
            {
              eventTime: event.event_time.toISOString(),
              eventContent: eventText(texts, locale, key.data, event.event_params),
              eventKey: key.data,
              eventParams: event.event_params,
            },
          ];
        }),
      };
    },

    async results(caller: Caller, jobId: string, query: ResultsQuery, locale: Locale) {
      const row = await owned(caller, jobId);
      const manifest = manifestOf(row);
      const { rows, total } = await repo.results(
        row.id,
        { by: query.sortName, direction: query.sortType },
        TASK_RESULTS_PAGE_SIZE,
        query.currentPage * TASK_RESULTS_PAGE_SIZE,
      );
      const fileList = await toResultFiles(
        deps,
        rows,
        (file) => manifest?.outputs.find((o) => o.name === file.output_name),
        locale,
      );
      return { fileList, totalPages: Math.ceil(total / TASK_RESULTS_PAGE_SIZE), outPathId: row.output_folder_uuid };
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
