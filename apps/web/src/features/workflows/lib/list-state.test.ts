import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPUTE_LIST_STATE,
  computeListStateToParams,
  parseComputeListState,
  toWorkflowListRequest,
} from './list-state';

describe('compute list state', () => {
  it('reads defaults from an empty address and writes nothing back', () => {
    const state = parseComputeListState(new URLSearchParams());
    expect(state).toEqual(DEFAULT_COMPUTE_LIST_STATE);
    expect(computeListStateToParams(state).toString()).toBe('');
  });

  it('round-trips page, statuses, sort, name and time range', () => {
    const params = new URLSearchParams(
      'page=3&status=FINISH&status=RUNNING&status=bogus&sortType=asc&name=%20variants%20&from=2026-01-02T03:04:05.000Z',
    );
    const state = parseComputeListState(params);
    expect(state).toEqual({
      page: 3,
      statuses: ['RUNNING', 'FINISH'],
      sortType: 'asc',
      name: 'variants',
      from: '2026-01-02T03:04:05.000Z',
      to: null,
    });
    expect(parseComputeListState(computeListStateToParams(state))).toEqual(state);
  });

  it('drops a bad page and bad times', () => {
    const state = parseComputeListState(new URLSearchParams('page=-2&from=yesterday&to=2026-13-40'));
    expect(state.page).toBe(1);
    expect(state.from).toBeNull();
    expect(state.to).toBeNull();
  });

  it('asks the list call with page size 10, a zero-based page and the spec boolean sort', () => {
    const request = toWorkflowListRequest({
      ...DEFAULT_COMPUTE_LIST_STATE,
      page: 2,
      statuses: ['RUNNING'],
      name: 'abc',
      to: '2026-01-02T00:00:00.000Z',
    });
    expect(request).toEqual({
      recordNumberOfPage: 10,
      currentPage: 1,
      status: ['RUNNING'],
      sortName: 'createTime',
      sortType: false,
      workflowName: 'abc',
      startSubmitTime: undefined,
      endSubmitTime: '2026-01-02T00:00:00.000Z',
    });
  });
});
