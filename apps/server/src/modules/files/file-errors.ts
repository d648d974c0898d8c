import { UPLOAD_MAX_BYTES, type CopyClash, type UploadClashDetails, type ValidationResult } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/*
 * Refusals of the files module, each a stable code with a text in both locales (ERROR_CODES; packages/texts).
 * None answers 403: the spec's client treats 401 and 403 as a lost login.
 */

export const fileNotFound = () => new AppError('FILE_NOT_FOUND', 404);
/** Nothing of what a delete names exists (any more) for the caller. */
export const fileAlreadyDeleted = () => new AppError('FILE_ALREADY_DELETED', 404);
export const notAFolder = () => new AppError('NOT_A_FOLDER', 400);
export const isAFolder = () => new AppError('FILE_IS_FOLDER', 400);
export const nameExists = (details?: {
  names?: string[];
  repeated?: CopyClash[];
  existing?: UploadClashDetails['existing'];
}) => new AppError('FILE_NAME_EXISTS', 409, {}, details);
export const publicReadOnly = () => new AppError('PUBLIC_READ_ONLY', 400);
export const projectReadOnly = () => new AppError('PROJECT_READ_ONLY', 400);
export const moveIntoSelf = () => new AppError('MOVE_INTO_SELF', 400);
export const copyIntoSelf = () => new AppError('COPY_INTO_SELF', 400);
export const moveAcrossRoots = () => new AppError('MOVE_ACROSS_ROOTS', 400);
export const ownerMismatch = () => new AppError('OWNER_MISMATCH', 400);
export const headIdsInvalid = () => new AppError('HEAD_IDS_INVALID', 400);
export const uploadTooLarge = () => new AppError('UPLOAD_TOO_LARGE', 413, { limit: UPLOAD_MAX_BYTES });
export const quotaExceeded = () => new AppError('QUOTA_EXCEEDED', 413);
export const uploadEmpty = () => new AppError('UPLOAD_EMPTY', 400);
export const uploadParentRequired = () => new AppError('UPLOAD_PARENT_REQUIRED', 400);
export const uploadMalformed = () => new AppError('UPLOAD_MALFORMED', 400);
export const rangeNotSatisfiable = (size: number) => new AppError('RANGE_NOT_SATISFIABLE', 416, {}, { size });
export const notPreviewable = () => new AppError('NOT_PREVIEWABLE', 400);

/** A broken rule of contracts/validation as a 400 with the rule's own code. */
export function assertValid(result: ValidationResult): void {
  if (!result.ok) throw new AppError(result.code, 400);
}
