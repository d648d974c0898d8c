import {
  COMPUTE_JOB_STATUSES,
  jobTimeFlagSchema,
  jobTimeNameSchema,
  PAGE_SIZES,
  TASK_JOB_STATUSES,
  type JobTimeFlag,
  type ProjectJobType,
} from '@biocloud/contracts';
import type { ProjectJobsRequest } from '../api/project-jobs';

/*
 * The project job list's filters (spec 000 §2, §7: type, status, time), kept in the URL's query. The type is the
 * route (job/c/list or job/t/list); a status of the other type reads as none.
 */

export type JobTimeName = 'createTime' | 'endTime';

export interface JobListState {
  /** One-based, as the table shows it. */
  readonly page: number;
  readonly status: string | null;
  readonly timeName: JobTimeName;
  readonly timeFlag: JobTimeFlag;
}

export const DEFAULT_JOB_LIST_STATE: JobListState = { page: 1, status: null, timeName: 'createTime', timeFlag: 'all' };

export function jobStatusesOf(type: ProjectJobType): readonly string[] {
  return type === 'compute' ? COMPUTE_JOB_STATUSES : TASK_JOB_STATUSES;
}

export function parseJobListState(type: ProjectJobType, params: URLSearchParams): JobListState {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const timeName = jobTimeNameSchema.safeParse(params.get('timeName'));
  const timeFlag = jobTimeFlagSchema.safeParse(params.get('timeFlag'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: status && jobStatusesOf(type).includes(status) ? status : null,
    timeName: timeName.success ? timeName.data : DEFAULT_JOB_LIST_STATE.timeName,
    timeFlag: timeFlag.success ? timeFlag.data : DEFAULT_JOB_LIST_STATE.timeFlag,
  };
}

export function jobListStateToParams(state: JobListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.status) params.set('status', state.status);
  if (state.timeName !== DEFAULT_JOB_LIST_STATE.timeName) params.set('timeName', state.timeName);
  if (state.timeFlag !== DEFAULT_JOB_LIST_STATE.timeFlag) params.set('timeFlag', state.timeFlag);
  return params;
}

export function toJobListRequest(type: ProjectJobType, state: JobListState): ProjectJobsRequest {
  return {
    recordNumberOfPage: PAGE_SIZES.projectJobs,
    currentPage: state.page - 1,
    jobType: type,
    ...(state.status ? { jobStatus: state.status } : {}),
    timeName: state.timeName,
    timeFlag: state.timeFlag,
  };
}
