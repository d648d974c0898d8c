import {
  COMPUTE_JOB_STATUSES,
  jobTimeFlagSchema,
  jobTimeNameSchema,
  PAGE_SIZES,
  TASK_JOB_STATUSES,
  type JobTimeFlag,
  type ProjectJobType,
} from '@biocloud/contracts';
import { enumField, oneOf, optionalEnumField, pageField, urlListState } from '../../../shared/lib/url-list-state';
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

const jobListUrl = (type: ProjectJobType) =>
  urlListState<JobListState>({
    page: pageField,
    status: optionalEnumField(oneOf(jobStatusesOf(type))),
    timeName: enumField(jobTimeNameSchema, DEFAULT_JOB_LIST_STATE.timeName),
    timeFlag: enumField(jobTimeFlagSchema, DEFAULT_JOB_LIST_STATE.timeFlag),
  });

export function parseJobListState(type: ProjectJobType, params: URLSearchParams): JobListState {
  return jobListUrl(type).parse(params);
}

export function jobListStateToParams(state: JobListState): URLSearchParams {
  // Which statuses a type has matters only when reading.
  return jobListUrl('task').toParams(state);
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
