import { queryOptions, useQuery } from '@tanstack/react-query';
import { isComputeJobTerminal, type Locale, type WorkflowDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refetchWhileLive } from '../../../shared/realtime/refresh-queries';
import { workflowKeys, workflowPath } from './workflow-keys';

/** GET /api/v1/workflows/:workflowId: the job, its steps (the DAG view) and its report. */
export function getWorkflow(workflowId: string, signal?: AbortSignal): Promise<WorkflowDetailResponse> {
  return api.get<WorkflowDetailResponse>(workflowPath(workflowId), { signal });
}

export const workflowQueryOptions = (locale: Locale, workflowId: string) =>
  queryOptions({
    queryKey: [...workflowKeys.job(workflowId), 'detail', locale],
    queryFn: ({ signal }) => getWorkflow(workflowId, signal),
    // Live events keep it current; the interval is the safety net for one missed while the job can still change.
    refetchInterval: refetchWhileLive<WorkflowDetailResponse>((job) => isComputeJobTerminal(job.status)),
  });

export function useWorkflow(locale: Locale, workflowId: string) {
  return useQuery(workflowQueryOptions(locale, workflowId));
}
