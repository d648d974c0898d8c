import { describe, expect, it } from 'vitest';
import { EMPTY_CELL_TEXT } from '../limits';
import {
  COMPUTE_JOB_ACTION_FROM,
  COMPUTE_JOB_STATUSES,
  COMPUTE_JOB_TERMINAL_STATUSES,
  canComputeJob,
  computeEndTimeListCell,
  computeJobActions,
  computeJobStatusSchema,
  expandComputeStatusFilter,
  isComputeJobTerminal,
  nextComputeStatus,
  showsComputeEndTimeInDetail,
  showsComputeEndTimeInList,
  type ComputeJobStatus,
} from './compute-job-status';
import { JOB_ACTION_NOT_ALLOWED, JOB_ACTIONS, jobActionSchema, type JobAction } from '../jobs/job-actions';

/** Spec 000 §4, written out independently of the implementation's table. */
const ALLOWED: Record<JobAction, ComputeJobStatus[]> = {
  pause: ['RUNNING'],
  resume: ['PAUSE'],
  stop: ['RECEIVED', 'RUNNING'],
  delete: ['KILLED', 'PAUSE', 'FAILURE', 'FINISH'],
};
const TARGET: Record<Exclude<JobAction, 'delete'>, ComputeJobStatus> = {
  pause: 'PAUSE',
  resume: 'RUNNING',
  stop: 'KILLED',
};

const pairs = JOB_ACTIONS.flatMap((action) => COMPUTE_JOB_STATUSES.map((status) => [action, status] as const));
const allowedPairs = pairs.filter(([action, status]) => ALLOWED[action].includes(status));
const refusedPairs = pairs.filter(([action, status]) => !ALLOWED[action].includes(status));

describe('compute job statuses', () => {
  it('are exactly the six statuses of the spec, in order', () => {
    expect(COMPUTE_JOB_STATUSES).toEqual(['RECEIVED', 'RUNNING', 'PAUSE', 'KILLED', 'FAILURE', 'FINISH']);
  });

  it('parse known statuses and refuse others, including task statuses and other cases', () => {
    for (const status of COMPUTE_JOB_STATUSES) expect(computeJobStatusSchema.parse(status)).toBe(status);
    for (const bad of ['running', 'Running', 'STOP', 'wait', 'success', 'PAUSED', '']) {
      expect(computeJobStatusSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('have KILLED, FAILURE and FINISH as the terminal set', () => {
    expect([...COMPUTE_JOB_TERMINAL_STATUSES].sort()).toEqual(['FAILURE', 'FINISH', 'KILLED']);
    expect(COMPUTE_JOB_STATUSES.filter(isComputeJobTerminal)).toEqual(['KILLED', 'FAILURE', 'FINISH']);
    for (const status of ['RECEIVED', 'RUNNING', 'PAUSE'] as const) expect(isComputeJobTerminal(status)).toBe(false);
  });
});

describe('compute job actions', () => {
  it('are pause, resume, stop and delete', () => {
    expect(JOB_ACTIONS).toEqual(['pause', 'resume', 'stop', 'delete']);
    expect(jobActionSchema.safeParse('kill').success).toBe(false);
  });

  it('table matches the spec', () => {
    for (const action of JOB_ACTIONS)
      expect([...COMPUTE_JOB_ACTION_FROM[action]].sort()).toEqual(ALLOWED[action].sort());
  });

  it.each(allowedPairs)('allows %s from %s', (action, status) => {
    expect(canComputeJob(action, status)).toBe(true);
  });

  it.each(refusedPairs)('refuses %s from %s', (action, status) => {
    expect(canComputeJob(action, status)).toBe(false);
    expect(nextComputeStatus(action, status)).toEqual({ ok: false, code: JOB_ACTION_NOT_ALLOWED });
  });

  it('covers all 24 pairs with 8 allowed', () => {
    expect(pairs).toHaveLength(24);
    expect(allowedPairs).toHaveLength(8);
  });

  it('moves pause to PAUSE, resume to RUNNING and stop to KILLED', () => {
    expect(nextComputeStatus('pause', 'RUNNING')).toEqual({ ok: true, removed: false, status: 'PAUSE' });
    expect(nextComputeStatus('resume', 'PAUSE')).toEqual({ ok: true, removed: false, status: 'RUNNING' });
    expect(nextComputeStatus('stop', 'RECEIVED')).toEqual({ ok: true, removed: false, status: 'KILLED' });
    expect(nextComputeStatus('stop', 'RUNNING')).toEqual({ ok: true, removed: false, status: 'KILLED' });
    for (const [action, status] of allowedPairs) {
      if (action === 'delete') continue;
      expect(nextComputeStatus(action, status)).toEqual({ ok: true, removed: false, status: TARGET[action] });
    }
  });

  it('removes the job on delete', () => {
    for (const status of ALLOWED.delete)
      expect(nextComputeStatus('delete', status)).toEqual({ ok: true, removed: true });
  });

  it('lists the actions of each status', () => {
    expect(computeJobActions('RECEIVED')).toEqual(['stop']);
    expect(computeJobActions('RUNNING')).toEqual(['pause', 'stop']);
    expect(computeJobActions('PAUSE')).toEqual(['resume', 'delete']);
    expect(computeJobActions('KILLED')).toEqual(['delete']);
    expect(computeJobActions('FAILURE')).toEqual(['delete']);
    expect(computeJobActions('FINISH')).toEqual(['delete']);
  });

  it('never leads a terminal job anywhere but deletion', () => {
    for (const status of COMPUTE_JOB_TERMINAL_STATUSES) expect(computeJobActions(status)).toEqual(['delete']);
  });
});

describe('expandComputeStatusFilter', () => {
  it('adds FAILURE to a RUNNING-only filter', () => {
    expect(expandComputeStatusFilter(['RUNNING'])).toEqual(['RUNNING', 'FAILURE']);
    expect(expandComputeStatusFilter(['RUNNING', 'RUNNING'])).toEqual(['RUNNING', 'FAILURE']);
  });

  it('leaves other filters as they are, without duplicates', () => {
    expect(expandComputeStatusFilter([])).toEqual([]);
    expect(expandComputeStatusFilter(['FAILURE'])).toEqual(['FAILURE']);
    expect(expandComputeStatusFilter(['PAUSE'])).toEqual(['PAUSE']);
    expect(expandComputeStatusFilter(['RUNNING', 'FINISH'])).toEqual(['RUNNING', 'FINISH']);
    expect(expandComputeStatusFilter(['FINISH', 'FINISH', 'KILLED'])).toEqual(['FINISH', 'KILLED']);
  });

  it('does not mutate its input', () => {
    const input: ComputeJobStatus[] = ['RUNNING'];
    expandComputeStatusFilter(input);
    expect(input).toEqual(['RUNNING']);
  });
});

describe('end time display', () => {
  it('shows -- for PAUSE rows of the list', () => {
    expect(showsComputeEndTimeInList('PAUSE')).toBe(false);
    expect(computeEndTimeListCell('PAUSE', '2024-01-02 03:04:05')).toBe(EMPTY_CELL_TEXT);
    expect(EMPTY_CELL_TEXT).toBe('--');
  });

  it('shows the end time for other rows, -- when there is none', () => {
    for (const status of COMPUTE_JOB_STATUSES.filter((s) => s !== 'PAUSE')) {
      expect(showsComputeEndTimeInList(status)).toBe(true);
      expect(computeEndTimeListCell(status, '2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
      expect(computeEndTimeListCell(status, null)).toBe(EMPTY_CELL_TEXT);
      expect(computeEndTimeListCell(status, undefined)).toBe(EMPTY_CELL_TEXT);
      expect(computeEndTimeListCell(status, '')).toBe(EMPTY_CELL_TEXT);
    }
  });

  it('hides the end time in the detail only while RUNNING', () => {
    expect(showsComputeEndTimeInDetail('RUNNING')).toBe(false);
    for (const status of COMPUTE_JOB_STATUSES.filter((s) => s !== 'RUNNING')) {
      expect(showsComputeEndTimeInDetail(status)).toBe(true);
    }
  });
});
