import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, taskResultsQuerySchema, taskResultsResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { taskKeys, taskPath } from './task-keys';

export type TaskResultsRequest = Parsed<typeof taskResultsQuerySchema>;
export type TaskResults = Parsed<typeof taskResultsResponseSchema>;

/** GET /api/v1/tasks/:jobId/results: one page of the job's result files. */
export function listTaskResults(jobId: string, request: TaskResultsRequest, signal?: AbortSignal) {
  return api.get<TaskResults>(`${taskPath(jobId)}/results`, { query: { ...request }, signal });
}

export const taskResultsQueryOptions = (locale: Locale, jobId: string, request: TaskResultsRequest) =>
  queryOptions({
    queryKey: [...taskKeys.job(jobId), 'results', locale, request],
    queryFn: ({ signal }) => listTaskResults(jobId, request, signal),
    placeholderData: keepPreviousData,
  });

export function useTaskResults(locale: Locale, jobId: string, request: TaskResultsRequest) {
  return useQuery(taskResultsQueryOptions(locale, jobId, request));
}
