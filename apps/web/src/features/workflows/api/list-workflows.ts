import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  isComputeJobTerminal,
  type Locale,
  type WorkflowListRequest,
  type WorkflowListResponse,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refetchWhileLive } from '../../../shared/realtime/refresh-queries';
import { workflowKeys } from './workflow-keys';

/** POST /api/v1/workflows/list (spec 000 §7: compute job list). */
export function listWorkflows(request: WorkflowListRequest, signal?: AbortSignal): Promise<WorkflowListResponse> {
  return api.post<WorkflowListResponse>('/api/v1/workflows/list', request, { signal });
}

export const workflowListQueryOptions = (locale: Locale, request: WorkflowListRequest) =>
  queryOptions({
    // App names come in the request's locale.
    queryKey: [...workflowKeys.lists, locale, request],
    queryFn: ({ signal }) => listWorkflows(request, signal),
    // The rows stay while another page or filter loads.
    placeholderData: keepPreviousData,
    // The safety net for a missed live event, while a job of the page can still change.
    refetchInterval: refetchWhileLive<WorkflowListResponse>((page) =>
      page.jobList.every((job) => isComputeJobTerminal(job.status)),
    ),
  });

export function useWorkflowList(locale: Locale, request: WorkflowListRequest) {
  return useQuery(workflowListQueryOptions(locale, request));
}
