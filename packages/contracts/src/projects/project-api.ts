import { z } from 'zod';
import { projectDataSortColumnSchema, sortDirectionSchema } from '../api/enum-schemas';
import { PAGE_SIZES, DEFAULT_SORT_FIELD } from '../limits';
import { computeJobStatusSchema } from '../workflows/compute-job-status';
import { taskJobStatusSchema } from '../tasks/task-job-status';
import { appTypeNameSchema } from '../catalog/app-manifest';
import { taskDetailResponseSchema, taskJobSchema, taskLogResponseSchema } from '../tasks/task-api';
import { computeJobSchema, workflowDetailResponseSchema, workflowLogResponseSchema } from '../workflows/workflow-api';
import { fileUuidListSchema, fileUuidSchema } from '../files/file-uuid';
import { currentPageSchema } from '../api/paging';
import {
  customRequestStatusSchema,
  jobTimeFlagSchema,
  jobTimeNameSchema,
  progressTypeSchema,
  projectDataActionSchema,
  projectJobActionSchema,
  projectJobTypeSchema,
  projectStatusSchema,
  projectTypeSchema,
  reportFlagSchema,
  stageKeySchema,
} from './project-rules';

/*
 * Request and response shapes of the project API (paths in shared/API.md "Projects"). Names, descriptions, titles
 * and passwords are checked by the rules of ../validation on the server, so each broken rule answers its own code;
 * the string caps here only keep absurd payloads out.
 */

const text = (max: number) => z.string().max(max);
const isoTime = z.string();
const currentPage = currentPageSchema;

export const projectIdParamsSchema = z.object({ projectBaseId: z.string().max(64) });

// ---------------------------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------------------------

export const createProjectRequestSchema = z.object({ name: text(1000), description: text(5000).default('') });
export const staffCreateProjectRequestSchema = createProjectRequestSchema.extend({
  /** The customer the project is for (username or e-mail). */
  ownerUsername: text(256),
  type: projectTypeSchema,
  memberUsernames: z.array(text(256)).max(50).default([]),
});
export const createProjectResponseSchema = z.object({ projectBaseId: z.string(), projectCode: z.string() });

/** The caller's relation to a project: it decides what the pages offer (staff pages, delete for the owner). */
export const projectRoleSchema = z.enum(['owner', 'member', 'staff']);

export const projectSchema = z.object({
  projectBaseId: z.string(),
  projectName: z.string(),
  projectCode: z.string(),
  description: z.string(),
  projectType: projectTypeSchema,
  status: projectStatusSchema,
  ownerName: z.string(),
  staffName: z.string().nullable(),
  createTime: isoTime,
  /** The data root: project/detail/.../data/files/project/:rootFileUuid/:folderUuid. */
  rootFileUuid: z.string(),
  role: projectRoleSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** The project list and the tool project list (recordNumberOfPage PAGE_SIZES.toolProjects). */
export const projectListQuerySchema = z.object({
  recordNumberOfPage: z.coerce.number().int().min(1).max(PAGE_SIZES.toolProjects).default(10),
  currentPage,
  projectName: text(255).optional(),
  status: projectStatusSchema.optional(),
  projectType: projectTypeSchema.optional(),
  startCreateTime: z.coerce.date().optional(),
  endCreateTime: z.coerce.date().optional(),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;
export const projectListResponseSchema = z.object({
  projectList: projectSchema.array(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  addedTime: isoTime,
});
export const projectDetailResponseSchema = projectSchema.extend({
  members: projectMemberSchema.array(),
  unread: z.object({ stages: z.number(), reports: z.number() }),
});
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

export const editProjectRequestSchema = z.object({ newName: text(1000), description: text(5000).optional() });
export const deleteProjectRequestSchema = z.object({
  oldPassword: text(256),
  dataAction: projectDataActionSchema,
  jobAction: projectJobActionSchema,
});
export const deleteProjectResponseSchema = z.object({
  deleted: z.literal(true),
  /** The folder of the owner's private space holding the kept data (dataAction keep). */
  keptFolderUuid: z.string().nullable(),
  deletedJobs: z.number(),
  keptJobs: z.number(),
});

export const membersRequestSchema = z.object({ usernames: z.array(text(256)).min(1).max(50) });
export const membersResponseSchema = z.object({ members: projectMemberSchema.array() });

// ---------------------------------------------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------------------------------------------

export const progressQuerySchema = z.object({ type: progressTypeSchema.default('service') });
export const progressStageSchema = z.object({
  stageKey: stageKeySchema,
  done: z.boolean(),
  stageTime: isoTime.nullable(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  readFlag: z.boolean(),
});
export const progressResponseSchema = z.object({
  type: progressTypeSchema,
  stages: progressStageSchema.array(),
  unread: z.number(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;
export const progressReadRequestSchema = z.object({ type: progressTypeSchema });
export const progressReadResponseSchema = z.object({ read: z.number() });

export const urgeStateSchema = z.object({
  canUrge: z.boolean(),
  lastUrgeTime: isoTime.nullable(),
  nextUrgeTime: isoTime.nullable(),
});
export const urgeRequestSchema = z.object({ type: progressTypeSchema, content: text(5000).default('') });
export const emailRequestSchema = z.object({ subject: text(1000).default(''), content: text(5000) });
export const emailResponseSchema = z.object({
  /** 'email' when an e-mail was queued for someone (every recipient also gets a console message), else 'message'. */
  channel: z.enum(['message', 'email']),
  recipients: z.number(),
  /** Recipients with an e-mail address, who get the e-mail through SMTP. */
  mailed: z.number(),
});

export const recordStageRequestSchema = z.object({
  stageKey: stageKeySchema,
  note: text(5000).default(''),
  /** When it happened; now when absent. */
  stageTime: z.coerce.date().optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Project data
// ---------------------------------------------------------------------------------------------------------------

export const projectFilesListRequestSchema = z.object({
  folderUuid: fileUuidSchema.optional(),
  rootFileUuid: fileUuidSchema.optional(),
  jobType: z.literal('project').optional(),
  order: sortDirectionSchema.optional(),
  orderKey: z.union([projectDataSortColumnSchema, z.literal(DEFAULT_SORT_FIELD)]).optional(),
  pageNum: z.number().int().min(0).max(10_000_000).default(0),
  pageSize: z.number().int().min(1).default(10),
  search: text(255).optional(),
  /** As in the files list: the search looks in sub-folders too. */
  includeSubfolders: z.boolean().optional(),
});
export type ProjectFilesListRequest = z.output<typeof projectFilesListRequestSchema>;

export const deliverRequestSchema = z.object({
  sourceFileUuids: fileUuidListSchema,
  /** A folder of the project's data; its root when absent. */
  targetFolderUuid: fileUuidSchema.optional(),
  /** copy keeps the staff's files; move removes them once they are in the project. */
  mode: z.enum(['copy', 'move']).default('copy'),
});
export const deliverResponseSchema = z.object({ fileUuids: z.string().array() });

// ---------------------------------------------------------------------------------------------------------------
// Project jobs
// ---------------------------------------------------------------------------------------------------------------

export const projectJobsQuerySchema = z.object({
  recordNumberOfPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.projectJobs),
  currentPage,
  jobType: projectJobTypeSchema.default('compute'),
  jobStatus: z.string().max(32).optional(),
  timeName: jobTimeNameSchema.default('createTime'),
  timeFlag: jobTimeFlagSchema.default('all'),
});
export type ProjectJobsQuery = z.output<typeof projectJobsQuerySchema>;
export const projectJobStatusSchema = z.union([computeJobStatusSchema, taskJobStatusSchema]);
export const projectJobsResponseSchema = z.object({
  list: z.union([computeJobSchema, taskJobSchema]).array(),
  totalPage: z.number(),
  totalElements: z.number(),
});
export type ProjectJobsResponse = z.infer<typeof projectJobsResponseSchema>;

export const projectJobParamsSchema = projectIdParamsSchema.extend({ workflowNum: z.string().max(64) });
export const projectJobDeleteQuerySchema = z.object({
  workflowNum: z
    .string()
    .min(1)
    .max(64 * 100),
});
export const projectJobActionResponseSchema = z.object({ workflowNum: z.string(), status: z.string().nullable() });
/** A project job's detail and log: the job pages' own answers, of whichever type the job is. */
export const projectJobDetailResponseSchema = z.union([workflowDetailResponseSchema, taskDetailResponseSchema]);
export const projectJobLogResponseSchema = z.union([
  workflowLogResponseSchema.extend({ kind: z.literal('compute') }),
  taskLogResponseSchema.extend({ kind: z.literal('task') }),
]);
export const projectHasReportRequestSchema = z.object({ workflowNums: z.union([z.string(), z.string().array()]) });
export const projectHasReportResponseSchema = z.object({ hasReport: z.boolean(), workflowNums: z.string().array() });

// ---------------------------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------------------------

export const reportListQuerySchema = z.object({
  flag: reportFlagSchema.default('report'),
  currentPage,
  recordNumberOfPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.projectReports),
});
export const reportRowSchema = z.object({
  /** The report's id (the spec's name; DELETE /api/v1/projects/reports/:projectId). */
  projectId: z.string(),
  projectName: z.string(),
  projectCode: z.string(),
  /** The report's name: the job's name for an app's report, the title staff gave an attached one. */
  applicationName: z.string(),
  appOrTool: z.enum(['app', 'tool']),
  /** The localized name of the app or tool that made it; '' when none did (a report staff attached). */
  softwareName: z.string(),
  projectType: projectTypeSchema,
  createTime: isoTime,
  readFlag: z.boolean(),
  flag: reportFlagSchema,
  fileUuid: z.string(),
  fileName: z.string(),
  /** 'html' or 'pdf' open inline; anything else downloads. */
  fileType: z.string(),
  workflowId: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportListResponseSchema = z.object({
  data: z.object({ content: reportRowSchema.array() }),
  totalPages: z.number(),
  totalElements: z.number(),
  unread: z.number(),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;
export const reportParamsSchema = z.object({ projectId: z.string().max(64) });
export const attachReportResponseSchema = z.object({ projectId: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Analyse cards
// ---------------------------------------------------------------------------------------------------------------

export const analyseCardSchema = z.object({
  softwareId: z.string(),
  softNameZh: z.string(),
  softNameEn: z.string(),
  softName: z.string(),
  softDesc: z.string(),
  /**
   * A path of this server (prefixed with the console's base URL, as softImg): an app's promoted image. Null when
   * there is none (tools have no icons in the catalog): the page shows the kind's default.
   */
  iconUrl: z.string().nullable(),
  kind: z.string(),
  /** An app's catalogue (which app pages open it); null for a tool. */
  typeName: appTypeNameSchema.nullable(),
  /** The project's file types this tool or app takes. */
  fileTypes: z.string().array(),
});
export const analyseResponseSchema = z.object({
  data: z.object({ tool: analyseCardSchema.array(), app: analyseCardSchema.array() }),
});
export type AnalyseResponse = z.infer<typeof analyseResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Custom requests (multipart: title, description, then at most ATTACHMENTS_MAX_COUNT `file` parts)
// ---------------------------------------------------------------------------------------------------------------

export const customParamsSchema = projectIdParamsSchema.extend({ customId: z.string().max(64) });
export const customAttachmentParamsSchema = customParamsSchema.extend({ fileUuid: z.string().max(64) });
export const customAttachmentSchema = z.object({ fileUuid: z.string(), fileName: z.string(), size: z.number() });
export const customReplySchema = z.object({
  replyId: z.string(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  content: z.string(),
  createTime: isoTime,
  attachments: customAttachmentSchema.array(),
});
export const customRequestSchema = z.object({
  customId: z.string(),
  title: z.string(),
  description: z.string(),
  status: customRequestStatusSchema,
  authorName: z.string(),
  createTime: isoTime,
  updateTime: isoTime,
  replyCount: z.number(),
  /** The tool a customized version is asked for (software/tools/detail/custom/:id), else null. */
  toolId: z.string().nullable(),
});
export const customListResponseSchema = z.object({ list: customRequestSchema.array() });
export const customDetailResponseSchema = customRequestSchema.extend({
  attachments: customAttachmentSchema.array(),
  replies: customReplySchema.array(),
});
export type CustomDetailResponse = z.infer<typeof customDetailResponseSchema>;
export const customCreatedResponseSchema = z.object({ customId: z.string() });
export const customReplyCreatedResponseSchema = z.object({ replyId: z.string() });

/**
 * POST /api/v1/software/:softwareId/custom-requests: a request to the service team for a customized version of a
 * tool, in one of the caller's projects, else in their own project named `projectName` (found or created).
 */
export const toolCustomRequestBodySchema = z.object({
  projectBaseId: z.string().max(64).optional(),
  projectName: z.string().max(200).optional(),
  title: z.string().max(200),
  description: z.string().max(2000),
});
export type ToolCustomRequestBody = z.infer<typeof toolCustomRequestBodySchema>;
export const toolCustomCreatedResponseSchema = z.object({ projectBaseId: z.string(), customId: z.string() });
