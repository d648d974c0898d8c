import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAMPLE_LIST_STATE,
  isSampleListFiltered,
  parseSampleListState,
  sampleListStateToParams,
  toSampleListBody,
} from './sample-list-state';

const CUSTOMER_ID = '0b7a3f1e-5c2d-4e8f-9a6b-1c2d3e4f5a6b';

describe('sample list state', () => {
  it('reads the address, falling back on unreadable values', () => {
    expect(parseSampleListState(new URLSearchParams('page=3&search=liver&status=sent&customer=li'))).toEqual({
      page: 3,
      search: 'liver',
      status: 'sent',
      customer: 'li',
      customerId: null,
    });
    expect(parseSampleListState(new URLSearchParams('page=-2&status=lost&customerId=li'))).toEqual(
      DEFAULT_SAMPLE_LIST_STATE,
    );
    expect(parseSampleListState(new URLSearchParams(`customerId=${CUSTOMER_ID}`)).customerId).toBe(CUSTOMER_ID);
  });

  it('leaves defaults out of the address', () => {
    expect(sampleListStateToParams(DEFAULT_SAMPLE_LIST_STATE).toString()).toBe('');
    expect(sampleListStateToParams({ ...DEFAULT_SAMPLE_LIST_STATE, page: 2, status: 'draft' }).toString()).toBe(
      'page=2&status=draft',
    );
  });

  it('asks for pageNow from 0, 10 a page, newest first; the customer filter only in the staff view', () => {
    const state = { page: 2, search: ' liver ', status: null, customer: 'li', customerId: CUSTOMER_ID };
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
      customerId: CUSTOMER_ID,
    });
  });

  it('counts one customer (the customer list link) as a filter', () => {
    expect(isSampleListFiltered(DEFAULT_SAMPLE_LIST_STATE)).toBe(false);
    expect(isSampleListFiltered({ ...DEFAULT_SAMPLE_LIST_STATE, customerId: CUSTOMER_ID })).toBe(true);
  });
});
