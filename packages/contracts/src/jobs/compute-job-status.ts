import { z } from 'zod';
import { EMPTY_CELL_TEXT } from '../limits';

/*
 * Compute jobs (workflows, spec 000 §4): their statuses, the actions a user may take in each, and where each action
 * leads. The server enforces these tables; the web app shows or hides buttons with the same functions.
 */

export const computeJobStatusSchema = z.enum(['RECEIVED', 'RUNNING', 'PAUSE', 'KILLED', 'FAILURE', 'FINISH']);
export type ComputeJobStatus = z.infer<typeof computeJobStatusSchema>;
export const COMPUTE_JOB_STATUSES = computeJobStatusSchema.options;

/** Statuses a compute job never leaves by itself or by a user action other than delete. */
export const computeJobTerminalStatusSchema = computeJobStatusSchema.extract(['KILLED', 'FAILURE', 'FINISH']);
export type ComputeJobTerminalStatus = z.infer<typeof computeJobTerminalStatusSchema>;
export const COMPUTE_JOB_TERMINAL_STATUSES = computeJobTerminalStatusSchema.options;

export function isComputeJobTerminal(status: ComputeJobStatus): status is ComputeJobTerminalStatus {
  return computeJobTerminalStatusSchema.safeParse(status).success;
}

/** User actions on a job; compute jobs and task jobs share them. */
export const jobActionSchema = z.enum(['pause', 'resume', 'stop', 'delete']);
export type JobAction = z.infer<typeof jobActionSchema>;
export const JOB_ACTIONS = jobActionSchema.options;

/** Error code of an action refused in the job's current status. */
export const JOB_ACTION_NOT_ALLOWED = 'JOB_ACTION_NOT_ALLOWED';

/** Outcome of applying an action: the new status, the job removed (delete), or a refusal. */
export type JobTransition<S extends string> =
  | { readonly ok: true; readonly removed: false; readonly status: S }
  | { readonly ok: true; readonly removed: true }
  | { readonly ok: false; readonly code: typeof JOB_ACTION_NOT_ALLOWED };

/** The statuses each action is allowed from. */
export const COMPUTE_JOB_ACTION_FROM = {
  pause: ['RUNNING'],
  resume: ['PAUSE'],
  stop: ['RECEIVED', 'RUNNING'],
  delete: ['KILLED', 'PAUSE', 'FAILURE', 'FINISH'],
} as const satisfies Record<JobAction, readonly ComputeJobStatus[]>;

/** The status each action leads to; null means the job is removed. */
export const COMPUTE_JOB_ACTION_TO = {
  pause: 'PAUSE',
  resume: 'RUNNING',
  stop: 'KILLED',
  delete: null,
} as const satisfies Record<JobAction, ComputeJobStatus | null>;

export function canComputeJob(action: JobAction, status: ComputeJobStatus): boolean {
  return (COMPUTE_JOB_ACTION_FROM[action] as readonly ComputeJobStatus[]).includes(status);
}

/** Actions offered for a job in this status, in JOB_ACTIONS order. */
export function computeJobActions(status: ComputeJobStatus): JobAction[] {
  return JOB_ACTIONS.filter((action) => canComputeJob(action, status));
}

export function nextComputeStatus(action: JobAction, status: ComputeJobStatus): JobTransition<ComputeJobStatus> {
  if (!canComputeJob(action, status)) return { ok: false, code: JOB_ACTION_NOT_ALLOWED };
  const to = COMPUTE_JOB_ACTION_TO[action];
  return to === null ? { ok: true, removed: true } : { ok: true, removed: false, status: to };
}

/**
 * The workflow list's status filter as sent to the query: a filter of RUNNING alone also matches FAILURE
 * (spec 000 §4). Any other selection is used as it is, without duplicates; an empty selection means all statuses.
 */
export function expandComputeStatusFilter(statuses: readonly ComputeJobStatus[]): ComputeJobStatus[] {
  const unique = [...new Set(statuses)];
  return unique.length === 1 && unique[0] === 'RUNNING' ? ['RUNNING', 'FAILURE'] : unique;
}

/** Whether the job list shows the end time of a job in this status (paused jobs show EMPTY_CELL_TEXT). */
export function showsComputeEndTimeInList(status: ComputeJobStatus): boolean {
  return status !== 'PAUSE';
}

/** The end-time cell of the job list: the end time, or EMPTY_CELL_TEXT for paused jobs and jobs without one. */
export function computeEndTimeListCell(status: ComputeJobStatus, endTime: string | null | undefined): string {
  return showsComputeEndTimeInList(status) && endTime ? endTime : EMPTY_CELL_TEXT;
}

/** Whether the job detail header shows the end time (hidden while the job runs). */
export function showsComputeEndTimeInDetail(status: ComputeJobStatus): boolean {
  return status !== 'RUNNING';
}
