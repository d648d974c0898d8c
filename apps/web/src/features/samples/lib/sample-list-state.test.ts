import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAMPLE_LIST_STATE,
  parseSampleListState,
  sampleListStateToParams,
  toSampleListBody,
} from './sample-list-state';

describe('sample list state', () => {
  it('reads the address, falling back on unreadable values', () => {
    expect(parseSampleListState(new URLSearchParams('page=3&search=liver&status=sent&customer=li'))).toEqual({
      page: 3,
      search: 'liver',
      status: 'sent',
      customer: 'li',
    });
    expect(parseSampleListState(new URLSearchParams('page=-2&status=lost'))).toEqual(DEFAULT_SAMPLE_LIST_STATE);
  });

  it('leaves defaults out of the address', () => {
    expect(sampleListStateToParams(DEFAULT_SAMPLE_LIST_STATE).toString()).toBe('');
    expect(sampleListStateToParams({ ...DEFAULT_SAMPLE_LIST_STATE, page: 2, status: 'draft' }).toString()).toBe(
      'page=2&status=draft',
    );
  });

  it('asks for pageNow from 0, 10 a page, newest first; the customer filter only in the staff view', () => {
    const state = { page: 2, search: ' liver ', status: null, customer: 'li' };
    expect(toSampleListBody(state, false)).toEqual({
      pageNow: 1,
      pageSize: 10,
      order: 'desc',
      orderKey: 'createTime',
      searchKey: 'liver',
      allCustomers: false,
      customerKey: '',
    });
    expect(toSampleListBody({ ...state, status: 'sent' }, true)).toMatchObject({
      status: 'sent',
      allCustomers: true,
      customerKey: 'li',
    });
  });
});
