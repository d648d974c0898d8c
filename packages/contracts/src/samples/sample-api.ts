import { z } from 'zod';
import { currentPageSchema } from '../api/paging';
import { sortDirectionSchema } from '../api/enum-schemas';
import { DEFAULT_SORT_DIRECTION, DEFAULT_SORT_FIELD, PAGE_SIZES } from '../limits';
import { descriptionSchema, titleSchema } from '../validation/text-fields';
import { courierNumberSchema, sampleChoice, sampleRemark, shortSampleText, SAMPLE_ROWS_MAX } from './sample-rules';
import {
  constructionTypeSchema,
  contractInformationSchema,
  DEFAULT_SAMPLE_TYPE,
  returnSampleSchema,
  rtnSampleInputSchema,
  sampleDraftRowAnswerSchema,
  sampleDraftRowSchema,
  sampleOverviewSchema,
  sampleRowProblems,
  sampleRowsMissing,
  sampleTypeSchema,
} from './sample-sheet';
import { sampleActorSchema, sampleStatusSchema } from './sample-status';

/*
 * Request and response shapes of the samples API (spec 001 §7: the sample list, delete, send, and the
 * sampleInformation gateway). Field names are the spec's (pageNow, searchKey, courierNumber, isEdit, rtnSample...).
 */

const isoTime = z.string();
const id = z.string().max(64);

export const sampleIdParamsSchema = z.object({ sampleId: id });
export const sampleIdQuerySchema = z.object({ sampleId: id });

/** Logistics companies of the send dialog (logisticsCompany); the courier tracking maps them to its carriers. */
export const logisticsCompanySchema = sampleChoice([
  'sf',
  'ems',
  'jd',
  'zto',
  'yto',
  'sto',
  'yunda',
  'dhl',
  'fedex',
  'ups',
  'other',
]);
export type LogisticsCompany = z.infer<typeof logisticsCompanySchema>;
export const LOGISTICS_COMPANIES = logisticsCompanySchema.options;

// ---------------------------------------------------------------------------------------------------------------
// The sample and its list
// ---------------------------------------------------------------------------------------------------------------

/** What the caller may do with a sample now: the row actions shown, each enforced again by the server. */
export const sampleActionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  send: z.boolean(),
  /** Statuses the caller may move the sample to (the staff buttons, submit, withdraw, cancel). */
  moves: sampleStatusSchema.array(),
  /** Staff may link the sample to a project. */
  linkProject: z.boolean(),
});
export type SampleActions = z.infer<typeof sampleActionsSchema>;

export const sampleSchema = z.object({
  sampleId: z.string(),
  /** The sheet's number (informationSingleNumber), given when the sample is created. */
  informationSingleNumber: z.string(),
  title: z.string(),
  description: z.string(),
  sampleType: sampleTypeSchema,
  status: sampleStatusSchema,
  courierNumber: z.string().nullable(),
  logisticsCompany: logisticsCompanySchema.nullable(),
  sendTime: isoTime.nullable(),
  createTime: isoTime,
  updateTime: isoTime,
  userUuid: z.string(),
  ownerName: z.string(),
  projectBaseId: z.string().nullable(),
  projectName: z.string().nullable(),
  rowCount: z.number(),
  /** Test reports attached: the rows whose reports the list downloads as one zip. */
  reportCount: z.number(),
  actions: sampleActionsSchema,
});
export type Sample = z.infer<typeof sampleSchema>;

export const sampleOrderKeySchema = z.enum([DEFAULT_SORT_FIELD]);

/** The sample list (spec 001 §7, §9): pageNow from 0, pageSize 10, newest first. */
export const sampleListRequestSchema = z.object({
  pageNow: currentPageSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.samples),
  order: sortDirectionSchema.default(DEFAULT_SORT_DIRECTION),
  orderKey: sampleOrderKeySchema.default(DEFAULT_SORT_FIELD),
  /** Matches the title, the sheet number or the courier number. */
  searchKey: z.string().max(200).default(''),
  status: sampleStatusSchema.optional().or(z.literal('').transform(() => undefined)),
  /** Staff only: every customer's samples (the staff view) instead of the caller's own. */
  allCustomers: z.boolean().default(false),
  /** Staff view: matches the owner's username, real name or company. */
  customerKey: z.string().max(200).default(''),
  /** Staff view: exactly this customer's samples (the customer list's links). */
  customerId: id.optional(),
  /** Staff view: the lab's incoming queue (SAMPLE_QUEUE_STATUSES, in that order, the latest moved first). */
  queue: z.boolean().default(false),
});
export type SampleListRequest = z.output<typeof sampleListRequestSchema>;
export const sampleListResponseSchema = z.object({
  list: sampleSchema.array(),
  pageNow: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type SampleListResponse = z.infer<typeof sampleListResponseSchema>;

export const editSampleRequestSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.default(''),
  sampleType: sampleTypeSchema.default(DEFAULT_SAMPLE_TYPE),
});
export type EditSampleRequest = z.output<typeof editSampleRequestSchema>;
export const createSampleRequestSchema = editSampleRequestSchema.extend({
  /** One of the caller's sample templates: the new sheet starts with its rows. */
  templateId: id.optional(),
});
export type CreateSampleRequest = z.output<typeof createSampleRequestSchema>;

export const deleteSampleRequestSchema = z.object({ sampleId: id });
export const deleteSampleResponseSchema = z.object({ deleted: z.literal(true) });

/** Sample send (spec 001 §3): moves a submitted sample to sent. */
export const sendSampleRequestSchema = z.object({
  sampleId: id,
  courierNumber: courierNumberSchema,
  logisticsCompany: logisticsCompanySchema,
});
export type SendSampleRequest = z.output<typeof sendSampleRequestSchema>;

export const moveSampleRequestSchema = z.object({ to: sampleStatusSchema, note: sampleRemark.default('') });

/** Staff link a sample to a project (null unlinks); the project must be the sample owner's. */
export const linkSampleProjectRequestSchema = z.object({ projectBaseId: id.nullable() });

/** A move of the timeline (getSampleProcess). */
export const sampleEventSchema = z.object({
  id: z.string(),
  fromStatus: sampleStatusSchema.nullable(),
  toStatus: sampleStatusSchema,
  actorName: z.string(),
  actorRole: sampleActorSchema,
  note: z.string(),
  createTime: isoTime,
});
export type SampleEvent = z.infer<typeof sampleEventSchema>;
export const sampleProcessResponseSchema = z.object({ events: sampleEventSchema.array() });

/** What the sample is linked to: the project, and what the customer can open of it. */
export const sampleProjectLinkSchema = z.object({
  projectBaseId: z.string(),
  projectName: z.string(),
  projectCode: z.string(),
  /** Its data root: project-detail-data-files. */
  rootFileUuid: z.string(),
  computeJobCount: z.number(),
  taskJobCount: z.number(),
});
export const sampleDetailResponseSchema = z.object({
  sample: sampleSchema,
  project: sampleProjectLinkSchema.nullable(),
});
export type SampleDetailResponse = z.infer<typeof sampleDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The information sheet (sampleInformation gateway)
// ---------------------------------------------------------------------------------------------------------------

export const sampleInformationSchema = z.object({
  sampleId: z.string(),
  title: z.string(),
  status: sampleStatusSchema,
  sampleType: sampleTypeSchema,
  contractInformation: contractInformationSchema.nullable(),
  sampleInformationOverview: sampleOverviewSchema.nullable(),
  /** A draft's rows may be incomplete (sampleDraftRowSchema); a submitted sheet's are complete. */
  detailSampleInformationList: sampleDraftRowAnswerSchema.array(),
  /** The caller may change the sheet now (its owner, in a draft). */
  isEdit: z.boolean(),
  /** The sheet has been submitted to the lab. */
  isSubmit: z.boolean(),
  isDownLoad: z.boolean(),
  isAnalysisPlan: z.boolean(),
  informationSingleNumber: z.string(),
  batchNum: z.string(),
  poNumber: z.string(),
  userUuid: z.string(),
  rtnSample: returnSampleSchema,
});
export type SampleInformation = z.infer<typeof sampleInformationSchema>;

export const saveSampleInformationRequestSchema = z
  .object({
    sampleId: id,
    sampleType: sampleTypeSchema.default(DEFAULT_SAMPLE_TYPE),
    contractInformation: contractInformationSchema,
    sampleInformationOverview: sampleOverviewSchema,
    /** Saved as a draft, rows may be incomplete; submitting asks for every row's name and construction. */
    detailSampleInformationList: sampleDraftRowSchema.array().max(SAMPLE_ROWS_MAX, { error: 'SAMPLE_ROWS_TOO_MANY' }),
    isDownLoad: z.boolean().default(false),
    isAnalysisPlan: z.boolean().default(false),
    batchNum: shortSampleText.default(''),
    poNumber: shortSampleText.default(''),
    rtnSample: rtnSampleInputSchema,
    /** Submit the sheet after saving it (draft -> submitted). */
    isSubmit: z.boolean().default(false),
  })
  .superRefine((sheet, ctx) => {
    const rows = sheet.detailSampleInformationList;
    const missing = sheet.isSubmit ? sampleRowsMissing(rows) : [];
    for (const p of [...missing, ...sampleRowProblems(rows, sheet.sampleType)]) {
      ctx.addIssue({ code: 'custom', path: ['detailSampleInformationList', p.row, p.field], message: p.code });
    }
  });
export type SaveSampleInformationRequest = z.output<typeof saveSampleInformationRequestSchema>;
/** The sheet as a client sends it: defaults may be left out, rtnSample may be empty. */
export type SaveSampleInformationInput = z.input<typeof saveSampleInformationRequestSchema>;

export const constructionTypeRequestSchema = z.object({ sampleType: sampleTypeSchema });
export const constructionTypeResponseSchema = z.object({ constructionTypes: constructionTypeSchema.array() });

/** getSalesForceInfo: the contract information the sheet starts from (the customer's profile). */
export const salesForceInfoResponseSchema = contractInformationSchema;
