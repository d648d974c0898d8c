import {
  PAGE_SIZES,
  taskJobStatusSchema,
  taskSortNameSchema,
  type TaskJobStatus,
  type TaskListQuery,
} from '@biocloud/contracts';

/*
 * The task list's page, status filter and sort live in the address, so a reload or a shared link shows the same
 * rows. The page is one-based there (as shown) and zero-based in the API's currentPage.
 */

export type TaskSortName = TaskListQuery['sortName'];
export type SortDirection = TaskListQuery['sortType'];

export interface TaskListState {
  /** One-based. */
  page: number;
  status: TaskJobStatus | null;
  sortName: TaskSortName;
  sortType: SortDirection;
}

/** Spec 000 §9: newest first. */
export const DEFAULT_TASK_LIST_STATE: TaskListState = {
  page: 1,
  status: null,
  sortName: 'createTime',
  sortType: 'desc',
};

export function parseTaskListState(params: URLSearchParams): TaskListState {
  const page = Number(params.get('page'));
  const status = taskJobStatusSchema.safeParse(params.get('status'));
  const sortName = taskSortNameSchema.safeParse(params.get('sortName'));
  const sortType = params.get('sortType');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_TASK_LIST_STATE.page,
    status: status.success ? status.data : null,
    sortName: sortName.success ? sortName.data : DEFAULT_TASK_LIST_STATE.sortName,
    sortType: sortType === 'asc' || sortType === 'desc' ? sortType : DEFAULT_TASK_LIST_STATE.sortType,
  };
}

/** Only what differs from the defaults goes into the address. */
export function taskListStateToParams(state: TaskListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== DEFAULT_TASK_LIST_STATE.page) params.set('page', String(state.page));
  if (state.status) params.set('status', state.status);
  if (state.sortName !== DEFAULT_TASK_LIST_STATE.sortName) params.set('sortName', state.sortName);
  if (state.sortType !== DEFAULT_TASK_LIST_STATE.sortType) params.set('sortType', state.sortType);
  return params;
}

export function toTaskListRequest(state: TaskListState): TaskListQuery {
  return {
    recordNumberOfPage: PAGE_SIZES.taskJobs,
    currentPage: state.page - 1,
    jobStatus: state.status ?? 'all',
    sortName: state.sortName,
    sortType: state.sortType,
  };
}
