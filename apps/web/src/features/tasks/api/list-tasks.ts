import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isTaskJobTerminal, type Locale, type TaskListQuery, type TaskListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refetchWhileLive } from '../../../shared/realtime/refresh-queries';
import { taskKeys } from './task-keys';

/** Absent fields take the server's defaults (page size 10, all statuses, newest first). */
export type TaskListRequest = Partial<TaskListQuery>;

/** GET /api/v1/tasks: one page of the caller's task jobs. */
export function listTasks(request: TaskListRequest, signal?: AbortSignal): Promise<TaskListResponse> {
  return api.get<TaskListResponse>('/api/v1/tasks', { query: { ...request }, signal });
}

/** Tool names come in the request's locale, so the locale is part of the key. */
export const listTasksQueryOptions = (locale: Locale, request: TaskListRequest) =>
  queryOptions({
    queryKey: [...taskKeys.lists, locale, request],
    queryFn: ({ signal }) => listTasks(request, signal),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    // The safety net for a missed live event, while a job of the page can still change.
    refetchInterval: refetchWhileLive<TaskListResponse>((page) =>
      page.jobList.every((job) => isTaskJobTerminal(job.status)),
    ),
  });

export function useListTasks(locale: Locale, request: TaskListRequest) {
  return useQuery(listTasksQueryOptions(locale, request));
}
