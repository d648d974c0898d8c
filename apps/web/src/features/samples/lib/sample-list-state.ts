import {
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_FIELD,
  isUuid,
  PAGE_SIZES,
  SAMPLE_STATUSES,
  type SampleStatus,
} from '@biocloud/contracts';
import {
  oneOf,
  optionalEnumField,
  optionalField,
  pageField,
  textField,
  urlListState,
} from '../../../shared/lib/url-list-state';
import type { SampleListBody } from '../api/list-samples';

/*
 * What a sample list shows, kept in the address so back, reload and shared links keep it: the page (one-based, as
 * the table shows it), the search, the status filter and, in the staff view, the customer filter: a typed search of
 * names, or one customer exactly (customerId, the customer list's links).
 */

export interface SampleListState {
  readonly page: number;
  readonly search: string;
  readonly status: SampleStatus | null;
  readonly customer: string;
  readonly customerId: string | null;
}

export const DEFAULT_SAMPLE_LIST_STATE: SampleListState = {
  page: 1,
  search: '',
  status: null,
  customer: '',
  customerId: null,
};

const sampleListUrl = urlListState<SampleListState>({
  page: pageField,
  search: textField({ trimOnRead: false }),
  status: optionalEnumField(oneOf(SAMPLE_STATUSES)),
  customer: textField({ trimOnRead: false }),
  customerId: optionalField((text) => (text && isUuid(text) ? text : null)),
});

export const parseSampleListState = sampleListUrl.parse;
export const sampleListStateToParams = sampleListUrl.toParams;

export const isSampleListFiltered = (state: SampleListState) =>
  state.search.trim() !== '' || state.status !== null || state.customer.trim() !== '' || state.customerId !== null;

/**
 * The list call of spec 001 §7 (pageNow from 0, pageSize 10, createTime DESC); `allCustomers` is the staff view,
 * `queue` its incoming queue (the server orders it by status and waiting time).
 */
export function toSampleListBody(state: SampleListState, allCustomers: boolean, queue = false): SampleListBody {
  return {
    pageNow: state.page - 1,
    pageSize: PAGE_SIZES.samples,
    order: DEFAULT_SORT_DIRECTION,
    orderKey: DEFAULT_SORT_FIELD,
    searchKey: state.search.trim(),
    ...(state.status ? { status: state.status } : {}),
    allCustomers,
    customerKey: allCustomers ? state.customer.trim() : '',
    ...(allCustomers && state.customerId ? { customerId: state.customerId } : {}),
    ...(allCustomers && queue ? { queue: true } : {}),
  };
}
