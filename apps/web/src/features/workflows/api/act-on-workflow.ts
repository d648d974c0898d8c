import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  JobAction,
  hasReportResponseSchema,
  workflowActionResponseSchema,
  workflowDeleteResponseSchema,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refreshQueries } from '../../../shared/realtime/refresh-queries';
import type { Parsed } from '../../../shared/api/parsed';
import { workflowKeys, workflowPath } from './workflow-keys';

export type HasReportResponse = Parsed<typeof hasReportResponseSchema>;

export interface WorkflowActionInput {
  workflowId: string;
  action: JobAction;
}

/** PUT /api/v1/workflows/:workflowId/pause|resume|stop, DELETE /api/v1/workflows?workflowId=. */
export function actOnWorkflow({ workflowId, action }: WorkflowActionInput): Promise<unknown> {
  return action === 'delete'
    ? api.delete<Parsed<typeof workflowDeleteResponseSchema>>('/api/v1/workflows', { query: { workflowId } })
    : api.put<Parsed<typeof workflowActionResponseSchema>>(`${workflowPath(workflowId)}/${action}`);
}

/** POST /api/v1/workflows/has-report: asked before a delete (spec 000 §4). */
export function hasReport(workflowId: string): Promise<HasReportResponse> {
  return api.post<HasReportResponse>('/api/v1/workflows/has-report', { workflowIds: [workflowId] });
}

export function useActOnWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnWorkflow,
    /*
     * Also after a refusal: "not allowed now" means what the page shows is out of date. Not awaited: the action (and
     * the confirm dialog waiting for it) is done once the server answered, however long the lists take to reload
     * (live events restart that reload, so awaiting it kept the dialog open on a busy server).
     */
    onSettled: (_data, _error, { workflowId }) => {
      void refreshQueries(queryClient, workflowKeys.lists);
      void refreshQueries(queryClient, workflowKeys.job(workflowId));
    },
  });
}
