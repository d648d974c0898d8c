import type { SampleErrorCode } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/** Refusals of the samples API, each a code of SAMPLE_ERROR_CODES with a text in both locales. */

export const sampleNotFound = () => new AppError('SAMPLE_NOT_FOUND', 404);
export const moveRefused = (from: string, to: string) => new AppError('SAMPLE_MOVE_REFUSED', 409, { from, to });
export const notEditable = () => new AppError('SAMPLE_NOT_EDITABLE', 409);
export const notDeletable = () => new AppError('SAMPLE_NOT_DELETABLE', 409);
export const sheetEmpty = () => new AppError('SAMPLE_SHEET_EMPTY', 400);
export const projectNotOwners = () => new AppError('SAMPLE_PROJECT_NOT_OWNERS', 400);
export const templateNotFound = () => new AppError('SAMPLE_TEMPLATE_NOT_FOUND', 404);

/** Problems of detail rows, answered like a schema's: one entry per row and field, in the caller's language. */
export interface RowProblem {
  row: number;
  field: string;
  code: SampleErrorCode;
}
export const rowsInvalid = (problems: readonly RowProblem[]) =>
  new AppError(
    'VALIDATION_ERROR',
    400,
    {},
    problems.map((p) => ({
      path: `/detailSampleInformationList/${p.row}/${p.field}`,
      code: p.code,
    })),
  );
