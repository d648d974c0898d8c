import type { ChartInputError } from '@biocloud/charts';
import { ERROR_CODE } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/*
 * Refusals of the drawing API, each a stable code with a text in both locales (ERROR_CODES; packages/texts).
 * Another user's drawing answers DRAWING_NOT_FOUND, exactly as one that never was; another user's file FILE_NOT_FOUND.
 */

export const drawingNotFound = () => new AppError('DRAWING_NOT_FOUND', 404);
export const drawingParamsInvalid = (issues: unknown) => new AppError('DRAWING_PARAMS_INVALID', 400, {}, { issues });
export const inputTooLarge = (limitMb: number) => new AppError('DRAWING_FILE_TOO_LARGE', 400, { limit: limitMb });
export const inputNotText = (name: string) => new AppError('DRAWING_NOT_TEXT', 400, { name });

/** A table or choice the chart cannot use, with the column it is about. */
export const chartInputRefused = (error: ChartInputError) => new AppError(error.code, 400, error.params);

/** Why a drawing ended in FAILURE, as stored on the row (texts errors.<code>). */
export const RENDER_FAILED = ERROR_CODE.DRAWING_RENDER_FAILED;
export const RENDER_INTERRUPTED = ERROR_CODE.DRAWING_INTERRUPTED;
