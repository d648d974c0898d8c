import { queryOptions, useQuery } from '@tanstack/react-query';
import { TASK_LOG_FULL, type workflowLogResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { computeKeys, workflowPath, type Parsed } from './compute-keys';

export type WorkflowLog = Parsed<typeof workflowLogResponseSchema>;
/** The last part of each step's log, or all of it (spec 000 §4: the full-log button reloads with loadLog -1). */
export type LogExtent = 'tail' | 'full';

const LOAD_LOG: Record<LogExtent, number> = { tail: 0, full: TASK_LOG_FULL };

/** GET /api/v1/workflows/:workflowId/log?loadLog=0|-1: logInfo, IsExitLog. */
export function getWorkflowLog(workflowId: string, extent: LogExtent, signal?: AbortSignal): Promise<WorkflowLog> {
  return api.get<WorkflowLog>(`${workflowPath(workflowId)}/log`, { query: { loadLog: LOAD_LOG[extent] }, signal });
}

export const workflowLogQueryOptions = (workflowId: string, extent: LogExtent) =>
  queryOptions({
    queryKey: [...computeKeys.job(workflowId), 'log', extent],
    queryFn: ({ signal }) => getWorkflowLog(workflowId, extent, signal),
  });

export function useWorkflowLog(workflowId: string, extent: LogExtent) {
  return useQuery(workflowLogQueryOptions(workflowId, extent));
}
