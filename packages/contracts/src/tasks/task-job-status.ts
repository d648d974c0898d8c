import { z } from 'zod';
import { jobStateMachine, type JobAction } from '../jobs/job-actions';

/*
 * Task jobs (single tool runs, and every step of a workflow; spec 000 §4): statuses, their display texts, the
 * actions a user may take in each and where each action leads.
 *
 * Spec 000 §4 also mentions "a second reading in one area" listing the same task statuses next to the compute
 * statuses PAUSE, RUNNING and FAILURE. That describes a screen showing both kinds of jobs, not another status set:
 * task jobs use exactly the statuses below and compute jobs those of ../workflows/compute-job-status, nothing else is accepted.
 */

export const taskJobStatusSchema = z.enum(['success', 'running', 'killed', 'error', 'stop', 'wait']);
export type TaskJobStatus = z.infer<typeof taskJobStatusSchema>;
export const TASK_JOB_STATUSES = taskJobStatusSchema.options;

/** Statuses a task job never leaves except by being deleted. */
export const taskJobTerminalStatusSchema = taskJobStatusSchema.extract(['success', 'killed', 'error']);
export type TaskJobTerminalStatus = z.infer<typeof taskJobTerminalStatusSchema>;
export const TASK_JOB_TERMINAL_STATUSES = taskJobTerminalStatusSchema.options;

export function isTaskJobTerminal(status: TaskJobStatus): status is TaskJobTerminalStatus {
  return taskJobTerminalStatusSchema.safeParse(status).success;
}

/**
 * Text key of each status as displayed. Several statuses read differently from their code (spec 000 §4), so the keys
 * follow the displayed meaning; the words themselves live in the zh and en text catalogues. Task and compute statuses
 * share the keys of one meaning (`jobs.status.*`), so a stopped job reads the same on every page.
 */
export const TASK_JOB_STATUS_TEXT_KEYS = {
  success: 'jobs.status.success',
  running: 'jobs.status.running',
  killed: 'jobs.status.terminated',
  error: 'jobs.status.failed',
  stop: 'jobs.status.paused',
  wait: 'jobs.status.preparingResources',
} as const satisfies Record<TaskJobStatus, `jobs.status.${string}`>;
export type TaskJobStatusTextKey = (typeof TASK_JOB_STATUS_TEXT_KEYS)[TaskJobStatus];

/** The statuses each action is allowed from. */
export const TASK_JOB_ACTION_FROM = {
  pause: ['running'],
  resume: ['stop'],
  stop: ['running', 'wait'],
  delete: ['killed', 'success', 'stop', 'error'],
} as const satisfies Record<JobAction, readonly TaskJobStatus[]>;

/** The status each action leads to; null means the job is removed. */
export const TASK_JOB_ACTION_TO = {
  pause: 'stop',
  resume: 'running',
  stop: 'killed',
  delete: null,
} as const satisfies Record<JobAction, TaskJobStatus | null>;

const taskMachine = jobStateMachine<TaskJobStatus>(TASK_JOB_ACTION_FROM, TASK_JOB_ACTION_TO);
export const canTaskJob = taskMachine.can;
/** Actions offered for a task in this status, in JOB_ACTIONS order. */
export const taskJobActions = taskMachine.actions;
export const nextTaskStatus = taskMachine.next;
