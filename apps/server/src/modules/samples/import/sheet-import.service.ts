import type { Kysely } from 'kysely';
import {
  validateSheetRows,
  type Locale,
  type SampleDetailField,
  type SampleErrorCode,
  type SheetCellError,
  type SheetImportResult,
  type SheetInputRow,
} from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { SampleCaller } from '../sample-access';
import { sampleNotFound } from '../sample-errors';
import { insertSampleRows } from '../sample-sheets.repository';
import { findOwnedSample } from '../samples.repository';
import type { SampleSheetWorkbook } from './sample-sheet-workbook';

/** Where insertSampleRows says a row broke a rule: /detailSampleInformationList/<index>/<field>. */
const ROW_PATH = /^\/detailSampleInformationList\/(\d+)\/(\w+)$/;

/**
 * The sheet import (upLoadSampleFileByContent): read the .xlsx, check every row with the contracts' row schema, and
 * write the rows in one transaction (insertSampleRows, which checks them again against the sheet as stored). Any
 * problem, found here or by that transaction, keeps nothing and answers every problem with the sheet marked.
 */
export function createSheetImportService(deps: { db: Kysely<DB>; sheets: SampleSheetWorkbook }) {
  const { db, sheets } = deps;

  async function refused(
    read: Extract<Awaited<ReturnType<SampleSheetWorkbook['read']>>, { ok: true }>,
    errors: SheetCellError[],
    locale: Locale,
  ): Promise<SheetImportResult> {
    return {
      ok: false,
      errors: errors.map((e) => ({
        ...e,
        columnLabel: sheets.columnLabel(locale, e.column),
        message: sheets.reasonText(locale, e),
      })),
      markedSheet: (await sheets.marked(read.workbook, errors, locale)).toString('base64'),
    };
  }

  return {
    template: (locale: Locale) => sheets.template(locale),

    async import(
      caller: SampleCaller,
      input: { sampleId: string; replace: boolean; bytes: Buffer; locale: Locale },
    ): Promise<SheetImportResult> {
      const sample = await findOwnedSample(db, caller, input.sampleId);
      if (!sample) throw sampleNotFound();
      const read = await sheets.read(input.bytes);
      if (!read.ok) throw new AppError(read.code, 400, 'max' in read ? { max: read.max } : {});
      const checked = validateSheetRows(read.rows, sample.sample_type);
      if (!checked.ok) return refused(read, checked.errors, input.locale);
      try {
        const rowCount = await insertSampleRows(db, {
          sampleId: sample.id,
          rows: checked.rows,
          replace: input.replace,
          // A spreadsheet brings finished rows: its empty cells are mistakes, not a draft's gaps.
          complete: true,
        });
        return { ok: true, imported: checked.rows.length, rowCount };
      } catch (error) {
        const errors = rowErrors(error, read.rows, input.replace ? 0 : sample.row_count);
        if (errors === null) throw error;
        return refused(read, errors, input.locale);
      }
    },
  };
}
export type SheetImportService = ReturnType<typeof createSheetImportService>;

/**
 * The row problems of insertSampleRows as sheet cells (its row index counts the rows the sheet already had), or null
 * when the error is another (or names a row the import did not bring, such as the row limit).
 */
function rowErrors(error: unknown, rows: readonly SheetInputRow[], before: number): SheetCellError[] | null {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return null;
  const errors: SheetCellError[] = [];
  for (const detail of error.details as { path: string; code: SampleErrorCode }[]) {
    const match = ROW_PATH.exec(detail.path);
    const row = match ? rows[Number(match[1]) - before] : undefined;
    if (!match || !row) return null;
    errors.push({ row: row.row, column: match[2] as SampleDetailField, code: detail.code });
  }
  return errors;
}
