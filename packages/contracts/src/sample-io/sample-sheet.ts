import { z } from 'zod';
import { DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE, TITLE_LENGTH_LIMIT_EXCLUSIVE } from '../limits';
import { UPLOAD_NAME_PATTERN } from '../validation/file-names';
import { charLength } from '../validation/validation-result';

/*
 * The sample sheet: the detail rows of a sample's information sheet as a spreadsheet. The downloadable template
 * (downLoadTemplateFile) is written from SAMPLE_SHEET_COLUMNS and an import (upLoadSampleFileByContent) is validated
 * with the zod schema made from the same columns, so the two cannot disagree. Each issue's message is a reason code
 * (texts `sampleIo.sheet.reasons.<code>`), with the column's limits as its parameters.
 */

/** Most data rows one import takes (the header row not counted). */
export const SAMPLE_SHEET_MAX_ROWS = 1000;

/** Sample kinds a row can name; the sheet shows their localized labels and accepts code or label in either locale. */
export const sampleKindSchema = z.enum(['tissue', 'blood', 'cells', 'dna', 'rna', 'other']);
export type SampleKind = z.infer<typeof sampleKindSchema>;
/** The spec's default sample type (tissue sample). */
export const DEFAULT_SAMPLE_KIND: SampleKind = 'tissue';

export const sheetReasonSchema = z.enum([
  'required',
  'tooLong',
  'pattern',
  'notNumber',
  'notInteger',
  'tooSmall',
  'tooLarge',
  'notInList',
  'notDate',
  'duplicate',
]);
export type SheetReason = z.infer<typeof sheetReasonSchema>;

interface ColumnBase<K extends string> {
  key: K;
  required: boolean;
  /** Spreadsheet column width in characters. */
  width: number;
}
export type SheetColumn<K extends string = string> = ColumnBase<K> &
  (
    | { kind: 'text'; maxLength: number; pattern?: RegExp }
    | { kind: 'integer' | 'decimal'; min: number; max: number }
    | { kind: 'choice'; options: readonly string[] }
    | { kind: 'date' }
  );

/** In the sheet's order. A name must be unique within one sheet (checked across rows, see `duplicate`). */
export const SAMPLE_SHEET_COLUMNS = [
  {
    key: 'sampleName',
    kind: 'text',
    required: true,
    maxLength: TITLE_LENGTH_LIMIT_EXCLUSIVE - 1,
    pattern: UPLOAD_NAME_PATTERN,
    width: 22,
  },
  { key: 'sampleKind', kind: 'choice', required: true, options: sampleKindSchema.options, width: 14 },
  { key: 'species', kind: 'text', required: true, maxLength: TITLE_LENGTH_LIMIT_EXCLUSIVE - 1, width: 22 },
  { key: 'tubeCount', kind: 'integer', required: true, min: 1, max: 100, width: 10 },
  { key: 'concentration', kind: 'decimal', required: false, min: 0, max: 100_000, width: 16 },
  { key: 'volume', kind: 'decimal', required: false, min: 0, max: 10_000, width: 12 },
  { key: 'od260280', kind: 'decimal', required: false, min: 0, max: 5, width: 12 },
  { key: 'collectionDate', kind: 'date', required: false, width: 16 },
  { key: 'remark', kind: 'text', required: false, maxLength: DESCRIPTION_LENGTH_LIMIT_EXCLUSIVE - 1, width: 30 },
] as const satisfies readonly SheetColumn[];

export type SampleSheetColumnKey = (typeof SAMPLE_SHEET_COLUMNS)[number]['key'];
export const SAMPLE_SHEET_COLUMN_KEYS: readonly SampleSheetColumnKey[] = SAMPLE_SHEET_COLUMNS.map((c) => c.key);

/** A cell as the parser hands it over: text, number or date; absent when empty. */
export type SheetCell = string | number | Date | undefined;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

/** Spreadsheet dates arrive as Date (at UTC midnight, as exceljs reads them); typed text as YYYY-MM-DD. */
function toIsoDate(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.trim() : value;
}

/** A YYYY-MM-DD that names a real day (not 2026-02-30). */
function isRealDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Empty text counts as absent, so "required" is one rule whatever the kind. */
function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function missingOr(reason: SheetReason) {
  return (issue: { input: unknown }) => (issue.input === undefined ? 'required' : reason);
}

function cellSchema(column: SheetColumn): z.ZodType {
  let schema: z.ZodType;
  switch (column.kind) {
    case 'text': {
      let text = z
        .string({ error: missingOr('required') })
        .trim()
        .refine((s) => charLength(s) <= column.maxLength, { error: 'tooLong' });
      if (column.pattern) text = text.refine((s) => column.pattern!.test(s), { error: 'pattern' });
      schema = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text);
      break;
    }
    case 'integer':
    case 'decimal': {
      let n = z.number({ error: missingOr('notNumber') });
      if (column.kind === 'integer') n = n.int({ error: 'notInteger' });
      schema = z.preprocess(toNumber, n.min(column.min, { error: 'tooSmall' }).max(column.max, { error: 'tooLarge' }));
      break;
    }
    case 'choice':
      schema = z.enum(column.options as [string, ...string[]], { error: missingOr('notInList') });
      break;
    case 'date':
      schema = z.preprocess(
        toIsoDate,
        z
          .string({ error: missingOr('notDate') })
          .regex(ISO_DATE, { error: 'notDate' })
          .refine(isRealDate, { error: 'notDate' }),
      );
      break;
  }
  return z.preprocess(emptyToUndefined, column.required ? schema : schema.optional());
}

/** The cells of one sheet row: one zod schema per column, so one parse reports every refused cell of the row. */
export const sampleSheetCellsSchema = z.object(
  Object.fromEntries(SAMPLE_SHEET_COLUMNS.map((c) => [c.key, cellSchema(c)])) as Record<
    SampleSheetColumnKey,
    z.ZodType
  >,
);

/** A valid row, as stored in the information sheet's detail rows. */
export const sampleSheetRowSchema = z.object({
  sampleName: z.string(),
  sampleKind: sampleKindSchema,
  species: z.string(),
  tubeCount: z.number().int(),
  concentration: z.number().optional(),
  volume: z.number().optional(),
  od260280: z.number().optional(),
  collectionDate: z.string().optional(),
  remark: z.string().optional(),
});
export type SampleSheetRow = z.infer<typeof sampleSheetRowSchema>;

/** The limits a reason's text may name: `{{max}}` characters, between `{{min}}` and `{{max}}`. */
export function reasonParams(column: SheetColumn): Record<string, number> {
  switch (column.kind) {
    case 'text':
      return { max: column.maxLength };
    case 'integer':
    case 'decimal':
      return { min: column.min, max: column.max };
    case 'choice':
    case 'date':
      return {};
  }
}
