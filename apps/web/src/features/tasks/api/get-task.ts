import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTaskJobTerminal, type Locale, type TaskDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refetchWhileLive } from '../../../shared/realtime/refresh-queries';
import { taskKeys, taskPath } from './task-keys';

/** GET /api/v1/tasks/:jobId: the job with its params, inputs, usage and why it waits. */
export function getTask(jobId: string, signal?: AbortSignal): Promise<TaskDetailResponse> {
  return api.get<TaskDetailResponse>(taskPath(jobId), { signal });
}

export const taskQueryOptions = (locale: Locale, jobId: string) =>
  queryOptions({
    queryKey: [...taskKeys.job(jobId), 'detail', locale],
    queryFn: ({ signal }) => getTask(jobId, signal),
    // Live events keep it current; the interval is the safety net for one missed while the job can still change.
    refetchInterval: refetchWhileLive<TaskDetailResponse>((job) => isTaskJobTerminal(job.status)),
  });

export function useTask(locale: Locale, jobId: string) {
  return useQuery(taskQueryOptions(locale, jobId));
}
