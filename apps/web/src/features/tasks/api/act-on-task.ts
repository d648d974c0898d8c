import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAction, taskActionResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { refreshQueries } from '../../../shared/realtime/refresh-queries';
import type { Parsed } from '../../../shared/api/parsed';
import { taskKeys, taskPath } from './task-keys';

export type TaskActionResponse = Parsed<typeof taskActionResponseSchema>;

export interface TaskActionInput {
  jobId: string;
  action: JobAction;
}

/** PUT /api/v1/tasks/:jobId/pause|resume|stop, DELETE /api/v1/tasks/:jobId. */
export function actOnTask({ jobId, action }: TaskActionInput): Promise<TaskActionResponse> {
  return action === 'delete'
    ? api.delete<TaskActionResponse>(taskPath(jobId))
    : api.put<TaskActionResponse>(`${taskPath(jobId)}/${action}`);
}

export function useActOnTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnTask,
    // Also after a refusal (what the page shows is out of date). Not awaited: see act-on-workflow.ts.
    onSettled: (_data, _error, { jobId }) => {
      void refreshQueries(queryClient, taskKeys.lists);
      void refreshQueries(queryClient, taskKeys.job(jobId));
    },
  });
}
