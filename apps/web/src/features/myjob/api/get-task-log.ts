import { queryOptions, useQuery } from '@tanstack/react-query';
import { TASK_LOG_FULL, type TaskLogResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { myjobKeys, taskPath } from './myjob-keys';

/** The log's last part (the default) or all of it (loadLog -1, spec 000 §4). */
export type LogExtent = 'tail' | 'full';

/** GET /api/v1/tasks/:jobId/log. */
export function getTaskLog(jobId: string, extent: LogExtent, signal?: AbortSignal): Promise<TaskLogResponse> {
  return api.get<TaskLogResponse>(`${taskPath(jobId)}/log`, {
    query: { loadLog: extent === 'full' ? TASK_LOG_FULL : 0 },
    signal,
  });
}

export const taskLogQueryOptions = (jobId: string, extent: LogExtent) =>
  queryOptions({
    queryKey: [...myjobKeys.job(jobId), 'log', extent],
    queryFn: ({ signal }) => getTaskLog(jobId, extent, signal),
    // Live appends keep it current; a refetch on focus would only repeat the tail.
    refetchOnWindowFocus: false,
  });

export function useTaskLog(jobId: string, extent: LogExtent) {
  return useQuery(taskLogQueryOptions(jobId, extent));
}
