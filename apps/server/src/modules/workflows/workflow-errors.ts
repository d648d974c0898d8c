import { JOB_ACTION_NOT_ALLOWED, type ComputeJobStatus } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/*
 * Refusals of the compute job API, each a stable code with a text in both locales (ERROR_CODES; packages/texts).
 * Another user's workflow answers WORKFLOW_NOT_FOUND, exactly as one that never was.
 */

export const workflowNotFound = () => new AppError('WORKFLOW_NOT_FOUND', 404);

/** The action is not one the contracts' compute status machine allows from `status`. */
export const workflowActionNotAllowed = (status: ComputeJobStatus) =>
  new AppError(JOB_ACTION_NOT_ALLOWED, 409, {}, { status });

export const workflowStepUnknown = () => new AppError('WORKFLOW_STEP_NOT_FOUND', 404);
