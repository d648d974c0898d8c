import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  isFiltered,
  listStateToParams,
  parseListState,
  sortFromTable,
  tableSortOrder,
  toListRequest,
  type ListState,
} from './list-state';

const params = (query: string) => new URLSearchParams(query);

describe('list state in the URL', () => {
  it('defaults to page 0, createTime descending, no search', () => {
    expect(parseListState(params(''))).toEqual(DEFAULT_LIST_STATE);
    expect(DEFAULT_LIST_STATE).toMatchObject({ pageNum: 0, orderKey: 'createTime', order: 'desc' });
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('round-trips a full state', () => {
    const state: ListState = {
      pageNum: 3,
      pageSize: 50,
      orderKey: 'size',
      order: 'asc',
      search: 'reads',
      size: { start: '1', end: '20', unit: 'GB' },
    };
    expect(parseListState(listStateToParams(state))).toEqual(state);
  });

  it('falls back to defaults on values it cannot read', () => {
    const state = parseListState(params('pageNum=-2&pageSize=7&orderKey=owner&order=up&sizeUnit=TB'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });

  it('knows when the table is filtered', () => {
    expect(isFiltered(DEFAULT_LIST_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, search: ' x ' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, size: { start: '', end: '5', unit: 'KB' } })).toBe(true);
  });
});

describe('list request', () => {
  it('sends the scope root and flag, zero-based page and default sort', () => {
    expect(toListRequest('private', '0', DEFAULT_LIST_STATE)).toEqual({
      fileUuid: '0',
      privated: true,
      pageNum: 0,
      pageSize: 10,
      orderKey: 'createTime',
      order: 'desc',
    });
    expect(toListRequest('public', '1', { ...DEFAULT_LIST_STATE, pageNum: 2 })).toMatchObject({
      fileUuid: '1',
      privated: false,
      pageNum: 2,
    });
  });

  it('adds the name and size search, and leaves out a size search the rules refuse', () => {
    const state = { ...DEFAULT_LIST_STATE, search: ' fa ', size: { start: '2', end: '', unit: 'KB' as const } };
    expect(toListRequest('private', '0', state)).toMatchObject({
      search: 'fa',
      includeSubfolders: true,
      sizeStart: '2',
      sizeUnit: 'KB',
    });
    const bad = toListRequest('private', '0', { ...DEFAULT_LIST_STATE, size: { start: '0', end: '', unit: 'KB' } });
    expect(bad).not.toHaveProperty('sizeStart');
    expect(bad).not.toHaveProperty('includeSubfolders');
  });
});

describe('table sorting', () => {
  it('shows the default sort on the created column, descending', () => {
    expect(tableSortOrder(DEFAULT_LIST_STATE, 'createdDate')).toBe('descend');
    expect(tableSortOrder(DEFAULT_LIST_STATE, 'name')).toBeNull();
    expect(tableSortOrder({ orderKey: 'name', order: 'asc' }, 'name')).toBe('ascend');
  });

  it('maps header clicks to orderKey and order', () => {
    expect(sortFromTable('type', 'descend')).toEqual({ orderKey: 'type', order: 'desc' });
    expect(sortFromTable('createdDate', 'ascend')).toEqual({ orderKey: 'createdDate', order: 'asc' });
    expect(sortFromTable('name', null)).toEqual({ orderKey: 'createTime', order: 'desc' });
    expect(sortFromTable('filePath', 'ascend')).toEqual({ orderKey: 'createTime', order: 'desc' });
  });
});
