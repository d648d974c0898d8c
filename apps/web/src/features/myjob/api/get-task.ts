import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TaskDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { myjobKeys, taskPath } from './myjob-keys';

/** GET /api/v1/tasks/:jobId: the job with its params, inputs, usage and why it waits. */
export function getTask(jobId: string, signal?: AbortSignal): Promise<TaskDetailResponse> {
  return api.get<TaskDetailResponse>(taskPath(jobId), { signal });
}

export const taskQueryOptions = (locale: Locale, jobId: string) =>
  queryOptions({
    queryKey: [...myjobKeys.job(jobId), 'detail', locale],
    queryFn: ({ signal }) => getTask(jobId, signal),
  });

export function useTask(locale: Locale, jobId: string) {
  return useQuery(taskQueryOptions(locale, jobId));
}
