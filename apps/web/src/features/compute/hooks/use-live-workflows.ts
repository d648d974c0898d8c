import { useQueryClient } from '@tanstack/react-query';
import { workflowChangeSchema } from '@biocloud/contracts';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { computeKeys } from '../api/compute-keys';

/**
 * Keeps the compute job pages current: every change of one of the user's compute jobs arrives on the `jobs` topic
 * (task changes share the topic and are skipped) and reloads the lists and that job's queries; a resync (events may
 * have been missed) and a new subscription (what loaded before it may be stale) reload everything of the area.
 */
export function useLiveWorkflows(): void {
  const queryClient = useQueryClient();
  useRealtimeTopic('jobs', {
    onEvent: (payload) => {
      const change = workflowChangeSchema.safeParse(payload);
      if (!change.success) return;
      void queryClient.invalidateQueries({ queryKey: computeKeys.lists });
      void queryClient.invalidateQueries({ queryKey: computeKeys.job(change.data.workflowId) });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: computeKeys.all }),
    // A job may have changed while the socket opened (a job just submitted starts within milliseconds).
    onSubscribed: () => void queryClient.invalidateQueries({ queryKey: computeKeys.all }),
  });
}
