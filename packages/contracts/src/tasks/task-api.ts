import { z } from 'zod';
import { jobListPageFields, jobListPagingFields, jobSummaryFields } from '../jobs/job-list';
import { taskJobStatusSchema } from './task-job-status';
import { PAGE_SIZES } from '../limits';
import { localizedTextSchema } from '../catalog/tool-manifest';

/*
 * The task job API (GET/PUT/DELETE /api/v1/tasks/..., shared/API.md) and what it pushes over the websocket. Field
 * names are the spec's (000 §3): jobList, totalPages, logStr, eventTime, eventContent, needTime in milliseconds.
 */

export const taskIdParamsSchema = z.object({ jobId: z.string().max(64) });

/** `true`/`asc` sort ascending, `false`/`desc` descending (the spec's clients send booleans as text). */
const sortTypeSchema = z
  .enum(['asc', 'desc', 'true', 'false'])
  .default('desc')
  .transform((v) => (v === 'asc' || v === 'true' ? ('asc' as const) : ('desc' as const)));

export const taskSortNameSchema = z.enum(['createTime', 'endTime', 'jobName', 'needTime', 'status']);
export const TASK_LIST_MAX_PAGE_SIZE = 100;

export const taskListQuerySchema = z.object({
  ...jobListPagingFields(TASK_LIST_MAX_PAGE_SIZE, PAGE_SIZES.taskJobs),
  /** One status, or all of them (absent, '' or 'all'). */
  jobStatus: z.union([z.literal('all'), z.literal(''), taskJobStatusSchema]).default('all'),
  sortName: taskSortNameSchema.default('createTime'),
  sortType: sortTypeSchema,
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

const isoTime = z.string();

export const taskJobSchema = z.object({
  ...jobSummaryFields,
  appOrTool: z.literal('tool'),
  /** Input files' paths in the data space, comma-separated. */
  inputFilePath: z.string(),
  /** Milliseconds from start to end; null until the job ended. */
  needTime: z.number().nullable(),
  status: taskJobStatusSchema,
});
export type TaskJob = z.infer<typeof taskJobSchema>;

export const taskListResponseSchema = z.object(jobListPageFields(taskJobSchema));
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

/** Why a job waits (spec issue: queue position, concurrency limit, resources). */
export const taskWaitReasonSchema = z.enum(['queue', 'user_limit', 'capacity', 'scheduler']);

/** A param a job ran with, labelled as its manifest labels it (task and compute job detail pages). */
export const jobParamSchema = z.object({
  name: z.string(),
  label: localizedTextSchema,
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  /** A select's value as its option is labelled (the value itself is a code); null for every other param. */
  valueLabel: localizedTextSchema.nullable(),
});
export type JobParam = z.infer<typeof jobParamSchema>;

export const taskDetailResponseSchema = taskJobSchema.extend({
  params: jobParamSchema.array(),
  inputs: z
    .object({
      name: z.string(),
      label: localizedTextSchema,
      files: z.object({ fileUuid: z.string(), fileName: z.string(), filePath: z.string() }).array(),
    })
    .array(),
  executor: z.enum(['local', 'slurm']).nullable(),
  exitCode: z.number().int().nullable(),
  peakMemoryKb: z.number().nullable(),
  cpuSeconds: z.number().nullable(),
  /** Why the job ended other than on its own, or failed: a code and an English detail (events say it localized). */
  reason: z.object({ code: z.string(), detail: z.string() }).nullable(),
  /** The result folder (open it with the files API). */
  outPathId: z.string().nullable(),
  /** What a successful run warns of (a result without data), in the request's locale, from its events. */
  warnings: z.string().array().optional(),
  /** 0..1 while the inputs are read whole before the tool starts (a large gzip checked to its end); else null. */
  inputCheckProgress: z.number().min(0).max(1).nullable(),
  /** While waiting: 1 for the next to start among all waiting jobs, and why it waits. */
  queuePosition: z.number().int().nullable(),
  waitReason: z
    .object({ code: taskWaitReasonSchema, params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable(),
});
export type TaskDetailResponse = z.infer<typeof taskDetailResponseSchema>;

/** The log API answers the last TASK_LOG_TAIL_BYTES unless asked for the full log (loadLog -1). */
export const TASK_LOG_TAIL_BYTES = 64 * 1024;
/** ... and of those, at most the last TASK_LOG_TAIL_LINES lines of each stream (a tool's chatter, not its data). */
export const TASK_LOG_TAIL_LINES = 200;
/** A compute job's log shows every step: each gets the last WORKFLOW_STEP_LOG_TAIL_LINES lines of each stream. */
export const WORKFLOW_STEP_LOG_TAIL_LINES = 40;
export const TASK_LOG_FULL = -1;
/** Even the "full" log stops here, so one click cannot pull gigabytes of a tool's chatter into a browser. */
export const TASK_LOG_FULL_MAX_BYTES = 16 * 1024 * 1024;

export const taskLogQuerySchema = z.object({
  loadLog: z.coerce.number().int().min(TASK_LOG_FULL).default(0),
});

export const taskLogResponseSchema = z.object({
  /** stdout, then stderr, each under a header line when both have text. */
  logStr: z.string(),
  stdout: z.string(),
  stderr: z.string(),
  /** False until the job has written anything (the page shows its empty-log message). */
  exists: z.boolean(),
  /** Whether older text was left out. */
  truncated: z.boolean(),
  /** Byte sizes of the two logs, so live appends (offsets) can be joined to this answer. */
  stdoutSize: z.number().int(),
  stderrSize: z.number().int(),
});
export type TaskLogResponse = z.infer<typeof taskLogResponseSchema>;

/** Keys of task events; the texts are in the taskEvents namespace of the content configuration. */
export const taskEventKeySchema = z.enum([
  'submitted',
  'waitingForSlot',
  'started',
  'submitUnconfirmed',
  'schedulerWaiting',
  'paused',
  'resumed',
  'stopped',
  'succeeded',
  'failed',
  'killed',
  'outputsSaved',
  'outputMissing',
  'outputsFailed',
  /** The program wrote a line its manifest names as an error (logErrors), though it exited 0. */
  'logError',
  /** The line of the log that tells why a job failed (or left a result empty). */
  'logCause',
  /** A result file holds no data though data went in: a warning, or with whenEmpty: fail the reason it failed. */
  'outputEmpty',
  'recovered',
  'lost',
  'dispatchFailed',
  'actionFailed',
  /** Inputs are read whole before the tool starts (a large gzip inflated to its end). */
  'checkingInputs',
]);
export type TaskEventKey = z.infer<typeof taskEventKeySchema>;
/** Events of a successful run that the job's page shows as warnings, not only in its timeline. */
export const TASK_WARNING_EVENT_KEYS: readonly TaskEventKey[] = ['outputEmpty'];
export type TaskEventParams = Record<string, string | number>;

export const taskEventsResponseSchema = z.object({
  eventList: z
    .object({
      eventTime: isoTime,
      /** The event in the request's locale. */
      eventContent: z.string(),
      eventKey: taskEventKeySchema,
      eventParams: z.record(z.string(), z.union([z.string(), z.number()])),
    })
    .array(),
});

export const TASK_RESULTS_PAGE_SIZE = 10;

export const taskResultsQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(0).max(10_000_000).default(0),
  sortName: z.enum(['fileName', 'fileSize', 'fileTime', 'fileType']).default('fileName'),
  sortType: sortTypeSchema,
});

const toolLinkSchema = z.object({
  softwareId: z.string(),
  toolId: z.string(),
  softwareZhName: z.string(),
  softwareEnName: z.string(),
});

export const taskResultFileSchema = z.object({
  fileUuid: z.string(),
  fileName: z.string(),
  /** The file's type (fasta, bam, html ...) or 'folder'. */
  fileType: z.string(),
  fileSize: z.number(),
  fileTime: isoTime,
  /** What the output is, in the request's locale. */
  description: z.string(),
  filePath: z.string(),
  isPublic: z.boolean(),
  parentId: z.string(),
  /** The output's name in the tool manifest. */
  instruction: z.string(),
  drawTool: toolLinkSchema.array(),
  analyzeTool: toolLinkSchema.array(),
});
export type TaskResultFile = z.infer<typeof taskResultFileSchema>;

export const taskResultsResponseSchema = z.object({
  fileList: taskResultFileSchema.array(),
  totalPages: z.number().int(),
  /** The result folder, null while there is none. */
  outPathId: z.string().nullable(),
});

export const taskActionResponseSchema = z.object({
  jobId: z.string(),
  /** The status after the action; null once deleted. */
  status: taskJobStatusSchema.nullable(),
});

/** Pushed on the `jobs` topic to the job's owner whenever a task job changes. */
export const taskJobChangeSchema = z.object({
  kind: z.literal('task'),
  jobId: z.string(),
  status: taskJobStatusSchema,
  deleted: z.boolean(),
});
export type TaskJobChange = z.infer<typeof taskJobChangeSchema>;

/** Pushed on `job:<id>:log` while the job runs: text appended to one log from byte `offset`. */
export const taskLogAppendSchema = z.object({
  jobId: z.string(),
  stream: z.enum(['stdout', 'stderr']),
  offset: z.number().int(),
  text: z.string(),
  /** Bytes written since the last push that were left out (too much at once): reload the log to see them. */
  skippedBytes: z.number().int(),
  /** Bytes of the log the text stands for: the text is shorter where server paths are shown relative. */
  byteLength: z.number().int().optional(),
});
export type TaskLogAppend = z.infer<typeof taskLogAppendSchema>;
