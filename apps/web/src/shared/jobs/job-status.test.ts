import { describe, expect, it } from 'vitest';
import {
  COMPUTE_JOB_STATUS_TEXT_KEYS,
  COMPUTE_JOB_STATUSES,
  TASK_JOB_STATUS_TEXT_KEYS,
  TASK_JOB_STATUSES,
} from '@biocloud/contracts';
import { jobStatusView } from './job-status';

describe('job status view', () => {
  it('tells compute statuses from task statuses', () => {
    for (const status of COMPUTE_JOB_STATUSES) expect(jobStatusView(status).kind).toBe('compute');
    for (const status of TASK_JOB_STATUSES) expect(jobStatusView(status).kind).toBe('task');
  });

  it('gives each status one text key, whichever page shows it', () => {
    expect(jobStatusView('KILLED').textKey).toBe(COMPUTE_JOB_STATUS_TEXT_KEYS.KILLED);
    expect(jobStatusView('killed').textKey).toBe(TASK_JOB_STATUS_TEXT_KEYS.killed);
    const computeKeys = COMPUTE_JOB_STATUSES.map((status) => jobStatusView(status).textKey);
    expect(new Set(computeKeys).size).toBe(COMPUTE_JOB_STATUSES.length);
  });

  it('colours running jobs as in progress and failures as errors', () => {
    expect(jobStatusView('RUNNING').badge).toBe('processing');
    expect(jobStatusView('running').badge).toBe('processing');
    expect(jobStatusView('FAILURE').badge).toBe('error');
    expect(jobStatusView('error').badge).toBe('error');
  });
});
