import {
  PAGE_SIZES,
  taskJobStatusSchema,
  taskSortNameSchema,
  type TaskJobStatus,
  type TaskListQuery,
} from '@biocloud/contracts';
import { enumField, oneOf, optionalEnumField, pageField, urlListState } from '../../../shared/lib/url-list-state';

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

const taskListUrl = urlListState<TaskListState>({
  page: pageField,
  status: optionalEnumField(taskJobStatusSchema),
  sortName: enumField(taskSortNameSchema, DEFAULT_TASK_LIST_STATE.sortName),
  sortType: enumField(oneOf(['asc', 'desc']), DEFAULT_TASK_LIST_STATE.sortType),
});

export const parseTaskListState = taskListUrl.parse;
/** Only what differs from the defaults goes into the address. */
export const taskListStateToParams = taskListUrl.toParams;

export function toTaskListRequest(state: TaskListState): TaskListQuery {
  return {
    recordNumberOfPage: PAGE_SIZES.taskJobs,
    currentPage: state.page - 1,
    jobStatus: state.status ?? 'all',
    sortName: state.sortName,
    sortType: state.sortType,
  };
}
