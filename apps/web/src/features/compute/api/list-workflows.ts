import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, WorkflowListRequest, WorkflowListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { computeKeys } from './compute-keys';

/** POST /api/v1/workflows/list (spec 000 §7: compute job list). */
export function listWorkflows(request: WorkflowListRequest, signal?: AbortSignal): Promise<WorkflowListResponse> {
  return api.post<WorkflowListResponse>('/api/v1/workflows/list', request, { signal });
}

export const workflowListQueryOptions = (locale: Locale, request: WorkflowListRequest) =>
  queryOptions({
    // App names come in the request's locale.
    queryKey: [...computeKeys.lists, locale, request],
    queryFn: ({ signal }) => listWorkflows(request, signal),
    // The rows stay while another page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useWorkflowList(locale: Locale, request: WorkflowListRequest) {
  return useQuery(workflowListQueryOptions(locale, request));
}
