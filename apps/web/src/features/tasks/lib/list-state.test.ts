import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@biocloud/contracts';
import {
  DEFAULT_TASK_LIST_STATE,
  parseTaskListState,
  taskListStateToParams,
  toTaskListRequest,
  type TaskListState,
} from './list-state';

describe('task list state', () => {
  it('defaults to page 1 of all statuses, newest first', () => {
    expect(parseTaskListState(new URLSearchParams())).toEqual(DEFAULT_TASK_LIST_STATE);
    expect(toTaskListRequest(DEFAULT_TASK_LIST_STATE)).toEqual({
      recordNumberOfPage: PAGE_SIZES.taskJobs,
      currentPage: 0,
      jobStatus: 'all',
      sortName: 'createTime',
      sortType: 'desc',
    });
    expect(PAGE_SIZES.taskJobs).toBe(10);
  });

  it('round-trips through the address, keeping only what differs from the defaults', () => {
    const state: TaskListState = { page: 3, status: 'stop', sortName: 'jobName', sortType: 'asc' };
    const params = taskListStateToParams(state);
    expect(params.toString()).toBe('page=3&status=stop&sortName=jobName&sortType=asc');
    expect(parseTaskListState(params)).toEqual(state);
    expect(taskListStateToParams(DEFAULT_TASK_LIST_STATE).toString()).toBe('');
  });

  it('ignores values a hand-edited address may hold', () => {
    const params = new URLSearchParams('page=-2&status=PAUSE&sortName=password&sortType=up');
    expect(parseTaskListState(params)).toEqual(DEFAULT_TASK_LIST_STATE);
    expect(parseTaskListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('sends the page zero-based and the status filter as jobStatus', () => {
    expect(toTaskListRequest({ ...DEFAULT_TASK_LIST_STATE, page: 4, status: 'running' })).toMatchObject({
      currentPage: 3,
      jobStatus: 'running',
    });
  });
});
