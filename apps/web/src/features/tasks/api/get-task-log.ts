import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskLogResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { loadLogOf, type LogExtent } from '../../../shared/jobs/log-extent';
import { taskKeys, taskPath } from './task-keys';

/** GET /api/v1/tasks/:jobId/log. */
export function getTaskLog(jobId: string, extent: LogExtent, signal?: AbortSignal): Promise<TaskLogResponse> {
  return api.get<TaskLogResponse>(`${taskPath(jobId)}/log`, { query: { loadLog: loadLogOf(extent) }, signal });
}

export const taskLogQueryOptions = (jobId: string, extent: LogExtent) =>
  queryOptions({
    queryKey: [...taskKeys.job(jobId), 'log', extent],
    queryFn: ({ signal }) => getTaskLog(jobId, extent, signal),
    // Live appends keep it current; a refetch on focus would only repeat the tail.
    refetchOnWindowFocus: false,
  });

export function useTaskLog(jobId: string, extent: LogExtent) {
  return useQuery(taskLogQueryOptions(jobId, extent));
}
