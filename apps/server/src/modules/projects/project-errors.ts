import type { ValidationResult } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/*
 * Refusals of the project API, each a stable code with a text in both locales (ERROR_CODES; packages/texts).
 * A project the caller may not see answers PROJECT_NOT_FOUND, exactly as one that never existed (never 403: the
 * spec's client treats 401 and 403 as a lost login).
 */

// Defined below the job modules, which refuse a project the same way when a job is submitted into it.
export { projectNotFound } from '../placement/job-placement';
export const projectNameDuplicate = () => new AppError('PROJECT_NAME_DUPLICATE', 409);
export const passwordWrong = () => new AppError('PROJECT_PASSWORD_WRONG', 400);
export const ownerOnly = () => new AppError('PROJECT_OWNER_ONLY', 400);
export const staffOnly = () => new AppError('STAFF_ONLY', 400);
export const userUnknown = (username: string) => new AppError('PROJECT_USER_UNKNOWN', 400, { username });
export const jobsStillRunning = (count: number) => new AppError('PROJECT_JOBS_RUNNING', 409, { count });
export const stageRefused = (code: 'PROJECT_STAGE_DONE' | 'PROJECT_STAGE_OUT_OF_ORDER') => new AppError(code, 409);
export const urgeTooSoon = (nextUrgeTime: Date) =>
  new AppError('PROJECT_URGE_TOO_SOON', 429, { time: nextUrgeTime.toISOString() }, { nextUrgeTime });
export const emailTooMany = () => new AppError('PROJECT_EMAIL_TOO_MANY', 429);
export const emailEmpty = () => new AppError('PROJECT_EMAIL_EMPTY', 400);
export const jobNotFound = () => new AppError('PROJECT_JOB_NOT_FOUND', 404);
export const reportNotFound = () => new AppError('REPORT_NOT_FOUND', 404);
export const reportFileMissing = () => new AppError('REPORT_FILE_REQUIRED', 400);
export const customNotFound = () => new AppError('CUSTOM_REQUEST_NOT_FOUND', 404);
export const replyEmpty = () => new AppError('CUSTOM_REPLY_EMPTY', 400);
export const folderNotInProject = () => new AppError('FILE_NOT_FOUND', 404);

/** A broken rule of contracts/validation as a 400 with the rule's own code. */
export function assertValid(result: ValidationResult): void {
  if (!result.ok) throw new AppError(result.code, 400);
}

/** A unique violation of the owner's project names: another request took the name between our check and write. */
export function isProjectNameClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'projects_owner_name_key';
}
