import { describe, expect, it } from 'vitest';
import { computeJobStatusSchema } from '../workflows/compute-job-status';
import { JOB_ACTION_NOT_ALLOWED, JOB_ACTIONS, type JobAction } from '../jobs/job-actions';
import {
  TASK_JOB_ACTION_FROM,
  TASK_JOB_STATUSES,
  TASK_JOB_STATUS_TEXT_KEYS,
  TASK_JOB_TERMINAL_STATUSES,
  canTaskJob,
  isTaskJobTerminal,
  nextTaskStatus,
  taskJobActions,
  taskJobStatusSchema,
  type TaskJobStatus,
} from './task-job-status';

/** Spec 000 §4, written out independently of the implementation's table. */
const ALLOWED: Record<JobAction, TaskJobStatus[]> = {
  pause: ['running'],
  resume: ['stop'],
  stop: ['running', 'wait'],
  delete: ['killed', 'success', 'stop', 'error'],
};
const TARGET: Record<Exclude<JobAction, 'delete'>, TaskJobStatus> = {
  pause: 'stop',
  resume: 'running',
  stop: 'killed',
};

const pairs = JOB_ACTIONS.flatMap((action) => TASK_JOB_STATUSES.map((status) => [action, status] as const));
const allowedPairs = pairs.filter(([action, status]) => ALLOWED[action].includes(status));
const refusedPairs = pairs.filter(([action, status]) => !ALLOWED[action].includes(status));

describe('task job statuses', () => {
  it('are exactly the six statuses of the spec', () => {
    expect(TASK_JOB_STATUSES).toEqual(['success', 'running', 'killed', 'error', 'stop', 'wait']);
  });

  it('refuse compute statuses, display words and other cases', () => {
    for (const bad of ['RUNNING', 'PAUSE', 'FAILURE', 'Success', 'terminated', 'failed', 'paused', '']) {
      expect(taskJobStatusSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('share no value with compute statuses (the "second reading" is not another set)', () => {
    for (const status of TASK_JOB_STATUSES) expect(computeJobStatusSchema.safeParse(status).success).toBe(false);
  });

  it('have success, killed and error as the terminal set', () => {
    expect([...TASK_JOB_TERMINAL_STATUSES].sort()).toEqual(['error', 'killed', 'success']);
    expect(TASK_JOB_STATUSES.filter(isTaskJobTerminal)).toEqual(['success', 'killed', 'error']);
    for (const status of ['running', 'stop', 'wait'] as const) expect(isTaskJobTerminal(status)).toBe(false);
  });

  it('map to display text keys, not words', () => {
    expect(TASK_JOB_STATUS_TEXT_KEYS).toEqual({
      success: 'jobs.status.success',
      running: 'jobs.status.running',
      killed: 'jobs.status.terminated',
      error: 'jobs.status.failed',
      stop: 'jobs.status.paused',
      wait: 'jobs.status.preparingResources',
    });
    expect(Object.keys(TASK_JOB_STATUS_TEXT_KEYS).sort()).toEqual([...TASK_JOB_STATUSES].sort());
    expect(new Set(Object.values(TASK_JOB_STATUS_TEXT_KEYS)).size).toBe(TASK_JOB_STATUSES.length);
  });
});

describe('task job actions', () => {
  it('table matches the spec', () => {
    for (const action of JOB_ACTIONS) expect([...TASK_JOB_ACTION_FROM[action]].sort()).toEqual(ALLOWED[action].sort());
  });

  it.each(allowedPairs)('allows %s from %s', (action, status) => {
    expect(canTaskJob(action, status)).toBe(true);
  });

  it.each(refusedPairs)('refuses %s from %s', (action, status) => {
    expect(canTaskJob(action, status)).toBe(false);
    expect(nextTaskStatus(action, status)).toEqual({ ok: false, code: JOB_ACTION_NOT_ALLOWED });
  });

  it('covers all 24 pairs with 8 allowed', () => {
    expect(pairs).toHaveLength(24);
    expect(allowedPairs).toHaveLength(8);
  });

  it('moves pause to stop, resume from stop back to running, stop to killed', () => {
    expect(nextTaskStatus('pause', 'running')).toEqual({ ok: true, removed: false, status: 'stop' });
    expect(nextTaskStatus('resume', 'stop')).toEqual({ ok: true, removed: false, status: 'running' });
    expect(nextTaskStatus('stop', 'running')).toEqual({ ok: true, removed: false, status: 'killed' });
    expect(nextTaskStatus('stop', 'wait')).toEqual({ ok: true, removed: false, status: 'killed' });
    for (const [action, status] of allowedPairs) {
      if (action === 'delete') continue;
      expect(nextTaskStatus(action, status)).toEqual({ ok: true, removed: false, status: TARGET[action] });
    }
  });

  it('removes the task on delete', () => {
    for (const status of ALLOWED.delete) expect(nextTaskStatus('delete', status)).toEqual({ ok: true, removed: true });
  });

  it('lists the actions of each status', () => {
    expect(taskJobActions('wait')).toEqual(['stop']);
    expect(taskJobActions('running')).toEqual(['pause', 'stop']);
    expect(taskJobActions('stop')).toEqual(['resume', 'delete']);
    expect(taskJobActions('killed')).toEqual(['delete']);
    expect(taskJobActions('success')).toEqual(['delete']);
    expect(taskJobActions('error')).toEqual(['delete']);
  });

  it('pausing then resuming returns a task to running', () => {
    const paused = nextTaskStatus('pause', 'running');
    expect(paused.ok && !paused.removed && nextTaskStatus('resume', paused.status)).toEqual({
      ok: true,
      removed: false,
      status: 'running',
    });
  });
});
