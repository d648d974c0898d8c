import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sonWorkflowStatusResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { workflowKeys, workflowPath } from './workflow-keys';

export type SonStatus = Parsed<typeof sonWorkflowStatusResponseSchema>;

/** GET /api/v1/workflows/:workflowId/son-status: how far the report (the sub-workflow) is. */
export function getSonStatus(workflowId: string, signal?: AbortSignal): Promise<SonStatus> {
  return api.get<SonStatus>(`${workflowPath(workflowId)}/son-status`, { signal });
}

export const sonStatusQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: [...workflowKeys.job(workflowId), 'son-status'],
    queryFn: ({ signal }) => getSonStatus(workflowId, signal),
  });

export function useSonStatus(workflowId: string) {
  return useQuery(sonStatusQueryOptions(workflowId));
}
