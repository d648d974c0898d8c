import { useQueryClient } from '@tanstack/react-query';
import { workflowChangeSchema } from '@biocloud/contracts';
import { refreshQueries } from '../../../shared/realtime/refresh-queries';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { workflowKeys } from '../api/workflow-keys';

/**
 * Keeps the compute job pages current: every change of one of the user's compute jobs arrives on the `jobs` topic
 * (task changes share the topic and are skipped) and rereads the lists and that job's queries; a resync (events may
 * have been missed) and a new subscription (what loaded before it may be stale) reread everything of the area.
 * refreshQueries also restarts a first load still in flight, which may have read the job before the change.
 */
export function useLiveWorkflows(): void {
  const queryClient = useQueryClient();
  const refreshAll = () => void refreshQueries(queryClient, workflowKeys.all);
  useRealtimeTopic('jobs', {
    onEvent: (payload) => {
      const change = workflowChangeSchema.safeParse(payload);
      if (!change.success) return;
      void refreshQueries(queryClient, workflowKeys.lists);
      void refreshQueries(queryClient, workflowKeys.job(change.data.workflowId));
    },
    onResync: refreshAll,
    // A job may have changed while the socket opened (a job just submitted starts within milliseconds).
    onSubscribed: refreshAll,
  });
}
