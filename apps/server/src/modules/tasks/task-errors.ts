import { JOB_ACTION_NOT_ALLOWED, type TaskJobStatus, type ToolValueProblem } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/*
 * Refusals of the software and task APIs, each a stable code with a text in both locales
 * (ERROR_CODES; packages/texts). Another user's task answers TASK_NOT_FOUND, exactly as one that never was.
 */

export const taskNotFound = () => new AppError('TASK_NOT_FOUND', 404);
export const softwareNotFound = () => new AppError('SOFTWARE_NOT_FOUND', 404);
export const jobNameInvalid = () => new AppError('JOB_NAME_INVALID', 400);
export const projectNotFound = () => new AppError('PROJECT_NOT_FOUND', 404);

export const jobActionNotAllowed = (status: TaskJobStatus) => new AppError(JOB_ACTION_NOT_ALLOWED, 409, {}, { status });

/** `reason` is the availability problem already in the caller's language. */
export const toolUnavailable = (reason: string, details: { code: string; params: Record<string, string> }) =>
  new AppError('TOOL_UNAVAILABLE', 409, { reason }, details);

/**
 * The first problem of a submission gives the code and the message (with the field's label in the caller's
 * language); all of them are in `details.problems` for the form to mark every field.
 */
export function toolValuesInvalid(problems: readonly ToolValueProblem[], label: (field: string) => string): AppError {
  const [first] = problems;
  if (!first) throw new Error('toolValuesInvalid needs a problem');
  return new AppError(first.code, 400, { field: label(first.field), ...first.params }, { problems });
}
