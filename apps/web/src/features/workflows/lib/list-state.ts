import { COMPUTE_JOB_STATUSES, PAGE_SIZES, type ComputeJobStatus, type WorkflowListRequest } from '@biocloud/contracts';
import {
  enumField,
  enumListField,
  oneOf,
  optionalField,
  pageField,
  textField,
  urlListState,
} from '../../../shared/lib/url-list-state';

/*
 * The compute job list's page, status filter, sort, name search and submit-time range live in the address, so a
 * reload or a shared link shows the same rows. The page is one-based there (as shown), zero-based in currentPage.
 * Times are kept as ISO instants: the range is picked in local time and the server compares instants.
 */

export type SortDirection = 'asc' | 'desc';

export interface ComputeListState {
  /** One-based. */
  page: number;
  /** Empty for all statuses (RUNNING alone also lists FAILURE: the server expands it). */
  statuses: ComputeJobStatus[];
  /** Spec 000 §2: only the created time is sortable. */
  sortType: SortDirection;
  name: string;
  /** ISO instants, or null. */
  from: string | null;
  to: string | null;
}

/** Spec 000 §7, §9: createTime, newest first (sortType false). */
export const DEFAULT_COMPUTE_LIST_STATE: ComputeListState = {
  page: 1,
  statuses: [],
  sortType: 'desc',
  name: '',
  from: null,
  to: null,
};

const instant = (value: string | null): string | null =>
  value !== null && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

const computeListUrl = urlListState<ComputeListState>(
  {
    page: pageField,
    statuses: enumListField(COMPUTE_JOB_STATUSES),
    sortType: enumField(oneOf(['asc', 'desc']), DEFAULT_COMPUTE_LIST_STATE.sortType),
    name: textField({ trimOnRead: true }),
    from: optionalField(instant),
    to: optionalField(instant),
  },
  { statuses: 'status' },
);

export const parseComputeListState = computeListUrl.parse;
/** Only what differs from the defaults goes into the address. */
export const computeListStateToParams = computeListUrl.toParams;

/** The list call as the spec gives it (000 §7): recordNumberOfPage 10, currentPage from 0, sortType a boolean. */
export function toWorkflowListRequest(state: ComputeListState): WorkflowListRequest {
  return {
    recordNumberOfPage: PAGE_SIZES.computeJobs,
    currentPage: state.page - 1,
    status: state.statuses,
    sortName: 'createTime',
    sortType: state.sortType === 'asc',
    workflowName: state.name || undefined,
    startSubmitTime: state.from ?? undefined,
    endSubmitTime: state.to ?? undefined,
  };
}
