import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@biocloud/contracts';
import { DEFAULT_JOB_LIST_STATE, jobListStateToParams, parseJobListState, toJobListRequest } from './job-list-state';

describe('project job list state', () => {
  it('round-trips through the URL, defaults left out', () => {
    const state = { page: 2, status: 'RUNNING', timeName: 'endTime', timeFlag: 'week' } as const;
    const params = jobListStateToParams(state);
    expect(params.toString()).toBe('page=2&status=RUNNING&timeName=endTime&timeFlag=week');
    expect(parseJobListState('compute', params)).toEqual(state);
    expect(jobListStateToParams(DEFAULT_JOB_LIST_STATE).toString()).toBe('');
  });

  it('reads a status of the other job type, or an unknown one, as none', () => {
    expect(parseJobListState('task', new URLSearchParams('status=RUNNING')).status).toBeNull();
    expect(parseJobListState('task', new URLSearchParams('status=running')).status).toBe('running');
    expect(parseJobListState('compute', new URLSearchParams('timeFlag=ever&page=0'))).toEqual(DEFAULT_JOB_LIST_STATE);
  });

  it('asks for the project page size and a zero-based page', () => {
    expect(toJobListRequest('task', { ...DEFAULT_JOB_LIST_STATE, page: 3 })).toEqual({
      recordNumberOfPage: PAGE_SIZES.projectJobs,
      currentPage: 2,
      jobType: 'task',
      timeName: 'createTime',
      timeFlag: 'all',
    });
  });
});
