import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isComputeJobTerminal,
  isTaskJobTerminal,
  type Locale,
  type TaskListResponse,
  type WorkflowListResponse,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refetchWhileLive } from '../../../shared/realtime/refresh-queries';
import { dashboardKeys, RECENT_COUNT } from './dashboard-keys';

/** GET /api/v1/tasks, first page: the caller's newest task jobs (the server sorts by creation, newest first). */
export const recentTasksQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...dashboardKeys.recentTasks, locale],
    queryFn: ({ signal }) =>
      api.get<TaskListResponse>('/api/v1/tasks', { query: { recordNumberOfPage: RECENT_COUNT }, signal }),
    refetchInterval: refetchWhileLive<TaskListResponse>((page) =>
      page.jobList.every((job) => isTaskJobTerminal(job.status)),
    ),
  });

/** POST /api/v1/workflows/list, first page: the caller's newest compute jobs. */
export const recentComputeJobsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...dashboardKeys.recentComputeJobs, locale],
    queryFn: ({ signal }) =>
      api.post<WorkflowListResponse>('/api/v1/workflows/list', { recordNumberOfPage: RECENT_COUNT }, { signal }),
    refetchInterval: refetchWhileLive<WorkflowListResponse>((page) =>
      page.jobList.every((job) => isComputeJobTerminal(job.status)),
    ),
  });

export function useRecentTasks(locale: Locale) {
  return useQuery(recentTasksQueryOptions(locale));
}

export function useRecentComputeJobs(locale: Locale) {
  return useQuery(recentComputeJobsQueryOptions(locale));
}
