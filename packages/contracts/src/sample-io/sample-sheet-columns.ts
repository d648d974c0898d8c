import {
  constructionTypeSchema,
  SAMPLE_DETAIL_FIELDS,
  SAMPLE_QUANTITY_MAX,
  sampleDetailRowSchema,
  type SampleDetailField,
} from '../samples/sample-sheet';

/*
 * The sample sheet as a spreadsheet: one column per field of the detail row schema (samples/sample-sheet.ts), in its
 * order. What kind of cell each is, whether it is required and its bounds are read from that schema and its
 * constants, so the template (downLoadTemplateFile) and the import (upLoadSampleFileByContent) follow it.
 */

export type SheetColumn =
  | { key: SampleDetailField; kind: 'text'; required: boolean; width: number }
  | { key: SampleDetailField; kind: 'number'; required: boolean; width: number; max: number }
  | { key: SampleDetailField; kind: 'choice'; required: boolean; width: number; options: readonly string[] };

/** Spreadsheet column widths in characters; the only thing the sheet adds to the schema. */
const WIDTHS: Record<SampleDetailField, number> = {
  sampleName: 22,
  tubeLabel: 14,
  species: 20,
  tissue: 14,
  concentration: 14,
  volume: 12,
  od260280: 12,
  od260230: 12,
  rin: 8,
  constructionType: 24,
  dataSize: 12,
  remark: 30,
};

const QUANTITY_MAX: Partial<Record<SampleDetailField, number>> = SAMPLE_QUANTITY_MAX;

function columnOf(key: SampleDetailField): SheetColumn {
  // A field without a default is one the row cannot do without.
  const required = !sampleDetailRowSchema.shape[key].safeParse(undefined).success;
  const width = WIDTHS[key];
  const max = QUANTITY_MAX[key];
  if (max !== undefined) return { key, kind: 'number', required, width, max };
  if (key === 'constructionType')
    return { key, kind: 'choice', required, width, options: constructionTypeSchema.options };
  return { key, kind: 'text', required, width };
}

export const SAMPLE_SHEET_COLUMNS: readonly SheetColumn[] = SAMPLE_DETAIL_FIELDS.map(columnOf);
