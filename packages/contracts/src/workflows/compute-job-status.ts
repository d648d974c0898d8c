import { z } from 'zod';
import { EMPTY_CELL_TEXT } from '../limits';
import { jobStateMachine, type JobAction } from '../jobs/job-actions';

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

/** Text key of each status as displayed, in the namespace the task statuses use (see TASK_JOB_STATUS_TEXT_KEYS). */
export const COMPUTE_JOB_STATUS_TEXT_KEYS = {
  RECEIVED: 'jobs.status.received',
  RUNNING: 'jobs.status.running',
  PAUSE: 'jobs.status.paused',
  KILLED: 'jobs.status.terminated',
  FAILURE: 'jobs.status.failed',
  FINISH: 'jobs.status.finished',
} as const satisfies Record<ComputeJobStatus, `jobs.status.${string}`>;
export type ComputeJobStatusTextKey = (typeof COMPUTE_JOB_STATUS_TEXT_KEYS)[ComputeJobStatus];

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

const computeMachine = jobStateMachine<ComputeJobStatus>(COMPUTE_JOB_ACTION_FROM, COMPUTE_JOB_ACTION_TO);
export const canComputeJob = computeMachine.can;
/** Actions offered for a job in this status, in JOB_ACTIONS order. */
export const computeJobActions = computeMachine.actions;
export const nextComputeStatus = computeMachine.next;

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
