import { describe, expect, it } from 'vitest';
import { messageListStateToParams, parseMessageListState, toMessageListQuery } from './list-state';

describe('the message list state in the address', () => {
  it('reads the filters a dashboard link sets, and drops what it cannot read', () => {
    const state = parseMessageListState(new URLSearchParams('readFlag=unread&kind=taskJobFailed&page=3'));
    expect(state).toEqual({ page: 3, readFlag: 'unread', kind: 'taskJobFailed' });
    expect(parseMessageListState(new URLSearchParams('readFlag=maybe&kind=a%20b&page=-1'))).toEqual({
      page: 1,
      readFlag: 'all',
      kind: null,
    });
  });

  it('writes only what differs from the defaults, and asks for the zero-based page', () => {
    expect(messageListStateToParams({ page: 1, readFlag: 'all', kind: null }).toString()).toBe('');
    expect(messageListStateToParams({ page: 2, readFlag: 'read', kind: null }).toString()).toBe('page=2&readFlag=read');
    expect(toMessageListQuery({ page: 2, readFlag: 'unread', kind: 'announcement' })).toEqual({
      currentPage: 1,
      recordNumberOfPage: 10,
      readFlag: 'unread',
      kind: 'announcement',
    });
  });
});
