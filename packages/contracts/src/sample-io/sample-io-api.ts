import { z } from 'zod';
import { errorCodeSchema } from '../api/error-codes';
import { titleSchema } from '../validation/text-fields';
import { sampleTypeSchema, SAMPLE_DETAIL_FIELDS } from '../samples/sample-sheet';

/*
 * Request and response shapes of the sample templates, the sheet import, the sample documents (test reports and the
 * signed sheet) under the spec's sampleInformation gateway (spec 001 §7).
 */

const id = z.string().max(64);
const isoTime = z.string();

export const SAMPLE_IO_API = '/api/v1/sampleInformation';

// Templates (getSampleTemplate, saveSampleTemplate, deleteSampleTemplate): the spec's templateId, sampleTempleName,
// sampleType, userId; a template keeps the rows of the sheet it was saved from, to start a new sheet with.
export const sampleTemplateSchema = z.object({
  templateId: z.string(),
  sampleTempleName: z.string(),
  sampleType: sampleTypeSchema,
  userId: z.string(),
  rowCount: z.number(),
  createTime: isoTime,
});
export type SampleTemplate = z.infer<typeof sampleTemplateSchema>;
export const sampleTemplateListSchema = z.array(sampleTemplateSchema);

export const saveSampleTemplateRequestSchema = z.object({
  sampleTempleName: titleSchema,
  sampleType: sampleTypeSchema,
  /** The sheet whose rows the template keeps; none for an empty template. */
  sampleId: id.optional(),
});
export type SaveSampleTemplateRequest = z.infer<typeof saveSampleTemplateRequestSchema>;
export const templateIdQuerySchema = z.object({ templateId: id });

// The import (upLoadSampleFileByContent): a filled .xlsx for one sample's sheet.
export const sheetImportQuerySchema = z.object({
  sampleId: id,
  /** Replace the sheet's rows (true) or add after them. */
  replace: z.enum(['true', 'false']).default('false'),
});

export const sheetImportErrorSchema = z.object({
  row: z.number(),
  column: z.enum(SAMPLE_DETAIL_FIELDS),
  /** The column's header in the caller's language. */
  columnLabel: z.string(),
  code: errorCodeSchema,
  /** The reason in the caller's language. */
  message: z.string(),
});
export type SheetImportError = z.infer<typeof sheetImportErrorSchema>;

/** A refused import keeps nothing and answers every problem, with the sheet marked (base64 .xlsx) to fix. */
export const sheetImportResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), imported: z.number(), rowCount: z.number() }),
  z.object({ ok: z.literal(false), errors: z.array(sheetImportErrorSchema), markedSheet: z.string() }),
]);
export type SheetImportResult = z.infer<typeof sheetImportResultSchema>;

// Documents: test reports (getSampleReport, batchDownLoadReport) and the signed sheet (uploadSamplePdf).
export const sampleDocumentKindSchema = z.enum(['report', 'signedSheet']);
export type SampleDocumentKind = z.infer<typeof sampleDocumentKindSchema>;
export const sampleDocumentSchema = z.object({
  reportId: z.string(),
  sampleId: z.string(),
  kind: sampleDocumentKindSchema,
  fileName: z.string(),
  size: z.number(),
  createTime: isoTime,
});
export type SampleDocument = z.infer<typeof sampleDocumentSchema>;
export const sampleDocumentListSchema = z.array(sampleDocumentSchema);
export const reportIdParamsSchema = z.object({ reportId: id });
export const sampleDocumentQuerySchema = z.object({ sampleId: id, kind: sampleDocumentKindSchema.default('report') });
/** batchDownLoadReport: the reports of these samples (comma-separated ids) as one zip. */
export const batchReportQuerySchema = z.object({
  sampleIds: z
    .string()
    .max(64 * 100)
    .transform((v) => v.split(',').filter(Boolean)),
});

// The lab's receiving address of the send instructions: instance configuration (SAMPLE_LAB_* env vars), per locale.
export const LAB_ADDRESS_FIELDS = ['name', 'address', 'recipient', 'phone', 'hours'] as const;
export type LabAddressField = (typeof LAB_ADDRESS_FIELDS)[number];
export const labAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  recipient: z.string(),
  phone: z.string(),
  hours: z.string(),
}) satisfies z.ZodType<Record<LabAddressField, string>>;
export type LabAddress = z.infer<typeof labAddressSchema>;
export const LAB_ADDRESS_PATH = `${SAMPLE_IO_API}/labAddress`;
