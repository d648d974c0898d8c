import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { softwareKeys } from './software-keys';

/** GET /api/v1/tasks/:jobId: a job's params and input files, to run it again (`?rerun=<jobId>`). */
export function getTaskDetail(jobId: string, signal?: AbortSignal): Promise<TaskDetailResponse> {
  return api.get<TaskDetailResponse>(`/api/v1/tasks/${encodeURIComponent(jobId)}`, { signal });
}

export const taskParamsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...softwareKeys.taskParams, jobId],
    queryFn: ({ signal }) => getTaskDetail(jobId, signal),
    // Params of a job never change; one fetch per page visit is enough.
    staleTime: Infinity,
  });

export function useTaskParams(jobId: string | null) {
  return useQuery({ ...taskParamsQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
