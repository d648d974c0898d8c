import {
  COMPUTE_JOB_STATUSES,
  PAGE_SIZES,
  computeJobStatusSchema,
  type ComputeJobStatus,
  type WorkflowListRequest,
} from '@biocloud/contracts';

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

export function parseComputeListState(params: URLSearchParams): ComputeListState {
  const page = Number(params.get('page'));
  const statuses = params
    .getAll('status')
    .flatMap((s) => {
      const parsed = computeJobStatusSchema.safeParse(s);
      return parsed.success ? [parsed.data] : [];
    })
    // One order whatever the address says, so equal filters share one query.
    .sort((a, b) => COMPUTE_JOB_STATUSES.indexOf(a) - COMPUTE_JOB_STATUSES.indexOf(b));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_COMPUTE_LIST_STATE.page,
    statuses: [...new Set(statuses)],
    sortType: params.get('sortType') === 'asc' ? 'asc' : 'desc',
    name: params.get('name')?.trim() ?? '',
    from: instant(params.get('from')),
    to: instant(params.get('to')),
  };
}

/** Only what differs from the defaults goes into the address. */
export function computeListStateToParams(state: ComputeListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== DEFAULT_COMPUTE_LIST_STATE.page) params.set('page', String(state.page));
  for (const status of state.statuses) params.append('status', status);
  if (state.sortType !== DEFAULT_COMPUTE_LIST_STATE.sortType) params.set('sortType', state.sortType);
  if (state.name !== '') params.set('name', state.name);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  return params;
}

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
