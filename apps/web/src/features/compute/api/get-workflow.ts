import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, WorkflowDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { computeKeys, workflowPath } from './compute-keys';

/** GET /api/v1/workflows/:workflowId: the job, its steps (the DAG view) and its report. */
export function getWorkflow(workflowId: string, signal?: AbortSignal): Promise<WorkflowDetailResponse> {
  return api.get<WorkflowDetailResponse>(workflowPath(workflowId), { signal });
}

export const workflowQueryOptions = (locale: Locale, workflowId: string) =>
  queryOptions({
    queryKey: [...computeKeys.job(workflowId), 'detail', locale],
    queryFn: ({ signal }) => getWorkflow(workflowId, signal),
  });

export function useWorkflow(locale: Locale, workflowId: string) {
  return useQuery(workflowQueryOptions(locale, workflowId));
}
