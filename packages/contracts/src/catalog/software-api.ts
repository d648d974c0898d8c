import { z } from 'zod';
import {
  localizedTextSchema,
  softwareIdSchema,
  toolCategorySchema,
  toolIdSchema,
  toolInputSchema,
  toolKindSchema,
  toolParamSchema,
  toolResourcesSchema,
} from './tool-manifest';

/*
 * The software (tool catalog) API: GET /api/v1/software, /hot, /:softwareId, POST /:softwareId/submit and /example
 * (paths in shared/API.md). Texts come in both locales (`...Zh`, `...En`) and in the request's `lang`, so a page can
 * switch language without asking again.
 */

/** Job names: letters (any script), digits, '_', '.', '-'; used in the result folder's name `<jobName>_<id>`. */
export const JOB_NAME_PATTERN = /^[\p{L}\p{N}_][\p{L}\p{N}_.-]{0,63}$/u;
export const JOB_NAME_MAX_CHARS = 64;
export const jobNameSchema = z.string().regex(JOB_NAME_PATTERN, 'JOB_NAME_INVALID');

/** Why a tool cannot run here; the message is in the request's locale. */
export const toolUnavailableCodeSchema = z.enum([
  'TOOL_BINARY_MISSING',
  'TOOL_VERSION_TOO_OLD',
  'TOOL_VERSION_UNKNOWN',
]);
export type ToolUnavailableCode = z.infer<typeof toolUnavailableCodeSchema>;

export const toolUnavailableReasonSchema = z.object({
  code: toolUnavailableCodeSchema,
  params: z.record(z.string(), z.string()),
  message: z.string(),
});
export type ToolUnavailableReason = z.infer<typeof toolUnavailableReasonSchema>;

export const softwareListQuerySchema = z.object({
  /** A category (see softTypes in the answer); empty or absent: all. */
  softTypeId: z.string().max(64).optional(),
  /** Part of a name or id, any case. */
  searchParam: z.string().max(100).optional(),
  /** Only tools with an input (or file param) that takes files of this type (a data file's `type`, e.g. fasta). */
  fileType: z.string().max(32).optional(),
});

/** A tool's or app's name and summary in the request's locale, and in both (spec 000 §2 cards). */
export const softwareTextFields = {
  softName: z.string(),
  softNameZh: z.string(),
  softNameEn: z.string(),
  softDesc: z.string(),
  softDescZh: z.string(),
  softDescEn: z.string(),
};

export const softwareSummarySchema = z.object({
  softwareId: softwareIdSchema,
  toolId: toolIdSchema,
  kind: toolKindSchema,
  category: toolCategorySchema,
  hot: z.boolean(),
  ...softwareTextFields,
  /** Cloud beans per run, and whether beans may pay for it. */
  price: z.number().int(),
  beansAccepted: z.boolean(),
  available: z.boolean(),
  unavailableReason: toolUnavailableReasonSchema.nullable(),
});
export type SoftwareSummary = z.infer<typeof softwareSummarySchema>;

export const softTypeSchema = z.object({
  softTypeId: toolCategorySchema,
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  count: z.number().int(),
});

export const softwareListResponseSchema = z.object({
  /** Pinned ids first (PINNED_SOFTWARE_IDS), then by category and name. */
  softwareList: softwareSummarySchema.array(),
  softTypes: softTypeSchema.array(),
});
export type SoftwareListResponse = z.infer<typeof softwareListResponseSchema>;

export const softwareHotResponseSchema = z.object({ softwareList: softwareSummarySchema.array() });

export const softwareIdParamsSchema = z.object({ softwareId: z.string().max(64) });

export const softwareDetailResponseSchema = softwareSummarySchema.extend({
  help: z.string(),
  helpZh: z.string(),
  helpEn: z.string(),
  /** The tool form: inputs (data files) and params, as the manifest declares them. */
  form: z.object({ inputs: toolInputSchema.array(), params: toolParamSchema.array() }),
  outputs: z.object({ name: z.string(), type: z.string(), description: localizedTextSchema }).array(),
  resources: toolResourcesSchema,
  /** The example data ("try with example data"): file names per input. */
  example: z.object({ inputs: z.record(z.string(), z.string().array()) }),
});
export type SoftwareDetailResponse = z.infer<typeof softwareDetailResponseSchema>;

const rawParamValueSchema = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

export const submitTaskRequestSchema = z.object({
  jobName: z.string().max(256),
  /** Input name -> one file uuid or a list of them. */
  inputs: z.record(z.string().max(64), z.union([z.string().max(64), z.string().max(64).array().max(1000)])).default({}),
  params: z.record(z.string().max(64), rawParamValueSchema).default({}),
  /** Results go into this project's data instead of the private space (projects come later). */
  projectBaseId: z.string().max(64).nullable().optional(),
});
export type SubmitTaskRequest = z.input<typeof submitTaskRequestSchema>;

export const submitTaskResponseSchema = z.object({ jobId: z.string() });

/** "Try with example data": the job runs in the project chosen on the form too (issue 14 item 2). */
export const exampleTaskRequestSchema = z
  .object({ jobName: z.string().max(256).optional(), projectBaseId: submitTaskRequestSchema.shape.projectBaseId })
  .default({});
export type ExampleTaskRequest = z.input<typeof exampleTaskRequestSchema>;
