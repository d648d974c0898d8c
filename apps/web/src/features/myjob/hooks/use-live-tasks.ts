import { useQueryClient } from '@tanstack/react-query';
import { taskJobChangeSchema } from '@biocloud/contracts';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { myjobKeys } from '../api/myjob-keys';

/**
 * Keeps the task pages current: every change of one of the user's task jobs arrives on the `jobs` topic and reloads
 * the lists and that job's queries; a resync (events may have been missed) reloads everything of the area.
 */
export function useLiveTasks(): void {
  const queryClient = useQueryClient();
  useRealtimeTopic('jobs', {
    onEvent: (payload) => {
      const change = taskJobChangeSchema.safeParse(payload);
      if (!change.success) return;
      void queryClient.invalidateQueries({ queryKey: myjobKeys.lists });
      void queryClient.invalidateQueries({ queryKey: myjobKeys.job(change.data.jobId) });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: myjobKeys.all }),
  });
}
