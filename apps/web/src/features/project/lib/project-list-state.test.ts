import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_LIST_STATE,
  PROJECT_LIST_PAGE_SIZE,
  parseProjectListState,
  projectListStateToParams,
  toProjectListRequest,
} from './project-list-state';

describe('project list state', () => {
  it('round-trips through the URL and leaves defaults out', () => {
    const state = {
      page: 3,
      search: 'rice',
      status: 'inProgress',
      type: 'resequencing',
      from: '2026-01-02',
      to: null,
    } as const;
    const params = projectListStateToParams(state);
    expect(params.toString()).toBe('page=3&search=rice&status=inProgress&type=resequencing&from=2026-01-02');
    expect(parseProjectListState(params)).toEqual(state);
    expect(projectListStateToParams(DEFAULT_PROJECT_LIST_STATE).toString()).toBe('');
  });

  it('falls back to defaults for anything unreadable', () => {
    const params = new URLSearchParams('page=-2&status=done&type=x&from=2026-13-45&to=yesterday');
    expect(parseProjectListState(params)).toEqual(DEFAULT_PROJECT_LIST_STATE);
  });

  it('asks for a zero-based page and a range that includes its last day', () => {
    const request = toProjectListRequest({
      ...DEFAULT_PROJECT_LIST_STATE,
      page: 2,
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(request.recordNumberOfPage).toBe(PROJECT_LIST_PAGE_SIZE);
    expect(request.currentPage).toBe(1);
    const span = Date.parse(request.endCreateTime!) - Date.parse(request.startCreateTime!);
    expect(span).toBe(24 * 60 * 60 * 1000 - 1);
    expect(toProjectListRequest({ ...DEFAULT_PROJECT_LIST_STATE, search: '  ' })).not.toHaveProperty('projectName');
  });
});
