import { z } from 'zod';
import { appTypeIdSchema, appTypeNameSchema } from '../catalog/app-manifest';
import { jobParamSchema, taskResultFileSchema } from '../tasks/task-api';
import { softwareTextFields } from '../catalog/software-api';
import {
  localizedTextSchema,
  softwareIdSchema,
  toolIdSchema,
  toolInputSchema,
  toolParamSchema,
} from '../catalog/tool-manifest';
import { computeJobStatusSchema } from './compute-job-status';
import { jobListPageFields, jobListPagingFields, jobSummaryFields } from '../jobs/job-list';
import { taskJobStatusSchema } from '../tasks/task-job-status';
import { PAGE_SIZES } from '../limits';

/*
 * Compute jobs (workflows: runs of an app) and the app catalogue (shared/API.md "Software" and "Compute jobs").
 * Field names are the spec's (000 §3 and §7): jobList, totalPages, sonWorkflow.sonWorkflowStatus, logInfo, IsExitLog,
 * errorMessage, isExitError.
 */

export const workflowIdParamsSchema = z.object({ workflowId: z.string().max(64) });

/** The spec's clients send the sort direction as a boolean (true: ascending), others as asc/desc. */
const sortTypeSchema = z
  .union([z.boolean(), z.enum(['asc', 'desc', 'true', 'false'])])
  .default(false)
  .transform((v) => (v === true || v === 'true' || v === 'asc' ? ('asc' as const) : ('desc' as const)));

export const workflowSortNameSchema = z.enum(['createTime', 'endTime', 'jobName', 'status']);
export type WorkflowSortName = z.infer<typeof workflowSortNameSchema>;
export const WORKFLOW_LIST_MAX_PAGE_SIZE = 100;

/** Submit-time bounds: an ISO time or the spec's YYYY-MM-DD HH:mm:ss (read as UTC), empty for none. */
const submitTimeSchema = z
  .string()
  .max(40)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const text = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(v.trim()) ? `${v.trim().replace(' ', 'T')}Z` : v;
    const time = new Date(text.length === 11 ? `${text.slice(0, 10)}T00:00:00Z` : text);
    if (Number.isNaN(time.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'WORKFLOW_TIME_INVALID' });
      return z.NEVER;
    }
    return time;
  });

export const workflowListRequestSchema = z.object({
  ...jobListPagingFields(WORKFLOW_LIST_MAX_PAGE_SIZE, PAGE_SIZES.computeJobs),
  /** Statuses to show; empty for all. RUNNING alone also shows FAILURE (expandComputeStatusFilter). */
  status: z.union([computeJobStatusSchema, computeJobStatusSchema.array().max(6)]).optional(),
  sortName: workflowSortNameSchema.default('createTime'),
  sortType: sortTypeSchema,
  /** Part of the job name, any case. */
  workflowName: z.string().max(100).optional(),
  startSubmitTime: submitTimeSchema,
  endSubmitTime: submitTimeSchema,
});
export type WorkflowListRequest = z.input<typeof workflowListRequestSchema>;
export type WorkflowListQuery = z.output<typeof workflowListRequestSchema>;

const isoTime = z.string();

export const computeJobSchema = z.object({
  ...jobSummaryFields,
  appOrTool: z.literal('app'),
  /** Bytes of the job's output files; null while there are none (the list shows --). */
  pushDataSize: z.number().nullable(),
  status: computeJobStatusSchema,
  /** The app catalogue (medicineApp, agricultureApp). */
  className: appTypeNameSchema,
  workflowType: z.literal('app'),
  /** Where re-running goes: the app's software id, its form pre-filled from this job's params. */
  reRun: z.object({ softwareId: z.string(), params: z.record(z.string(), z.unknown()) }),
  softImg: z.string().nullable(),
  sonWorkflow: z.object({ sonWorkflowStatus: computeJobStatusSchema }),
});
export type ComputeJob = z.infer<typeof computeJobSchema>;

export const workflowListResponseSchema = z.object({
  ...jobListPageFields(computeJobSchema),
  /** The list hides its pager when there is nothing to page. */
  NoDataPageHidden: z.boolean(),
});
export type WorkflowListResponse = z.infer<typeof workflowListResponseSchema>;

/** One step run of the DAG view. */
export const workflowStepSchema = z.object({
  /** `<step id>` or `<step id>.<n>` for the n-th run of a scattered step. */
  key: z.string(),
  stepId: z.string(),
  shard: z.number().int().nullable(),
  /** The sample a scattered step's run works on (its file's name without extensions); null when not scattered. */
  sample: z.string().nullable(),
  label: localizedTextSchema,
  toolId: toolIdSchema,
  /** Keys of the steps it waits for. */
  dependsOn: z.string().array(),
  /** null until the step's task exists (its inputs are not ready yet). */
  status: taskJobStatusSchema.nullable(),
  taskId: z.string().nullable(),
  startTime: isoTime.nullable(),
  endTime: isoTime.nullable(),
  needTime: z.number().nullable(),
  cpuSeconds: z.number().nullable(),
  peakMemoryKb: z.number().nullable(),
});
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowDetailResponseSchema = computeJobSchema.extend({
  steps: workflowStepSchema.array(),
  /** The job folder (every step's results under it). */
  outPathId: z.string().nullable(),
  reportFileUuid: z.string().nullable(),
});
export type WorkflowDetailResponse = z.infer<typeof workflowDetailResponseSchema>;

/** How much of a text input the input tab shows. */
export const WORKFLOW_INPUT_CONTENT_BYTES = 2048;

export const workflowInputResponseSchema = z.object({
  fileList: z
    .object({
      name: z.string(),
      label: localizedTextSchema,
      fileUuid: z.string(),
      fileName: z.string(),
      filePath: z.string(),
      fileType: z.string(),
      fileSize: z.number().nullable(),
      /** The file's first WORKFLOW_INPUT_CONTENT_BYTES for text types; '' for others or files gone. */
      content: z.string(),
    })
    .array(),
});

export const workflowParamsResponseSchema = z.object({
  params: jobParamSchema.array(),
});

export const workflowOutputResponseSchema = z.object({
  fileList: taskResultFileSchema.extend({ stepKey: z.string() }).array(),
  outPathId: z.string().nullable(),
});
export type WorkflowOutputResponse = z.infer<typeof workflowOutputResponseSchema>;

export const workflowErrorResponseSchema = z.object({
  /** What went wrong, in the request's locale; '' when nothing did. */
  errorMessage: z.string(),
  isExitError: z.boolean(),
  /** The failing step's key, and the reason code of its task. */
  stepKey: z.string().nullable(),
  reason: z.string().nullable(),
});

export const workflowLogQuerySchema = z.object({ loadLog: z.coerce.number().int().min(-1).default(0) });
export const workflowLogResponseSchema = z.object({
  /** Every started step's log under a header line naming the step. */
  logInfo: z.string(),
  /** False while no step has written anything (the tab shows its empty-log message). */
  IsExitLog: z.boolean(),
  truncated: z.boolean(),
});

export const workflowPackageQuerySchema = z.object({
  /** A step id: only that step's results; empty for the whole job folder. */
  taskName: z.string().max(64).optional(),
});

export const sonWorkflowStatusResponseSchema = z.object({ sonWorkflowStatus: computeJobStatusSchema });

export const workflowActionResponseSchema = z.object({
  workflowId: z.string(),
  /** The status after the action; null once deleted. */
  status: computeJobStatusSchema.nullable(),
});

export const workflowDeleteQuerySchema = z.object({
  workflowId: z
    .string()
    .min(1)
    .max(64 * 100),
});
export const workflowDeleteResponseSchema = z.object({ deleted: z.string().array() });

export const hasReportRequestSchema = z.object({
  workflowIds: z.union([z.string().max(64 * 100), z.string().max(64).array().max(100)]),
});
export const hasReportResponseSchema = z.object({
  hasReport: z.boolean(),
  /** Which of the asked jobs have one. */
  workflowIds: z.string().array(),
});

export const submitWorkflowResponseSchema = z.object({ workflowId: z.string() });

/** Pushed on the `jobs` topic to the owner whenever a compute job changes. */
export const workflowChangeSchema = z.object({
  kind: z.literal('workflow'),
  workflowId: z.string(),
  status: computeJobStatusSchema,
  deleted: z.boolean(),
});
export type WorkflowChange = z.infer<typeof workflowChangeSchema>;

// App catalogue -------------------------------------------------------------------------------------------------

export const appTypesQuerySchema = z.object({ typeName: appTypeNameSchema });
export const appTypesResponseSchema = z.object({
  typeList: z
    .object({
      typeId: appTypeIdSchema,
      typeName: appTypeNameSchema,
      name: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      count: z.number().int(),
    })
    .array(),
});
export type AppTypesResponse = z.infer<typeof appTypesResponseSchema>;

export const appSummarySchema = z.object({
  softwareId: softwareIdSchema,
  appId: toolIdSchema,
  kind: z.literal('app'),
  typeName: appTypeNameSchema,
  types: appTypeIdSchema.array(),
  ...softwareTextFields,
  /** Every step's tool can run here. */
  available: z.boolean(),
  /** Tools of the app that cannot run here. */
  unavailableTools: toolIdSchema.array(),
  /** The promoted image (spec 000 §7: prefixed with the base URL); absent or null: none. */
  softImg: z.string().nullable().optional(),
  /** Cloud beans per run (the manifest's price, else its steps' tools' prices), and whether beans may pay for it. */
  price: z.number().int(),
  beansAccepted: z.boolean(),
});
export type AppSummary = z.infer<typeof appSummarySchema>;

export const appListResponseSchema = z.object({ softwareList: appSummarySchema.array() });
export type AppListResponse = z.infer<typeof appListResponseSchema>;

export const appDetailResponseSchema = appSummarySchema.extend({
  help: z.string(),
  helpZh: z.string(),
  helpEn: z.string(),
  form: z.object({ inputs: toolInputSchema.array(), params: toolParamSchema.array() }),
  steps: z
    .object({ id: z.string(), toolId: toolIdSchema, label: localizedTextSchema, dependsOn: z.string().array() })
    .array(),
  example: z.object({ inputs: z.record(z.string(), z.string().array()) }),
});
export type AppDetailResponse = z.infer<typeof appDetailResponseSchema>;
