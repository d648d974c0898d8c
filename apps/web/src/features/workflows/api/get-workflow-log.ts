import { queryOptions, useQuery } from '@tanstack/react-query';
import type { workflowLogResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { loadLogOf, type LogExtent } from '../../../shared/jobs/log-extent';
import type { Parsed } from '../../../shared/api/parsed';
import { workflowKeys, workflowPath } from './workflow-keys';

export type WorkflowLog = Parsed<typeof workflowLogResponseSchema>;
/** GET /api/v1/workflows/:workflowId/log?loadLog=0|-1: logInfo, IsExitLog. */
export function getWorkflowLog(workflowId: string, extent: LogExtent, signal?: AbortSignal): Promise<WorkflowLog> {
  return api.get<WorkflowLog>(`${workflowPath(workflowId)}/log`, { query: { loadLog: loadLogOf(extent) }, signal });
}

export const workflowLogQueryOptions = (workflowId: string, extent: LogExtent) =>
  queryOptions({
    queryKey: [...workflowKeys.job(workflowId), 'log', extent],
    queryFn: ({ signal }) => getWorkflowLog(workflowId, extent, signal),
  });

export function useWorkflowLog(workflowId: string, extent: LogExtent) {
  return useQuery(workflowLogQueryOptions(workflowId, extent));
}
