import { useQueryClient } from '@tanstack/react-query';
import { taskJobChangeSchema } from '@biocloud/contracts';
import { refreshQueries } from '../../../shared/realtime/refresh-queries';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { taskKeys } from '../api/task-keys';

/**
 * Keeps the task pages current: every change of one of the user's task jobs arrives on the `jobs` topic and rereads
 * the lists and that job's queries; a resync (events may have been missed) and a new subscription (what loaded
 * before it may be stale) reread everything of the area. refreshQueries also restarts a first load still in flight,
 * which may have read the job before the change.
 */
export function useLiveTasks(): void {
  const queryClient = useQueryClient();
  const refreshAll = () => void refreshQueries(queryClient, taskKeys.all);
  useRealtimeTopic('jobs', {
    onEvent: (payload) => {
      const change = taskJobChangeSchema.safeParse(payload);
      if (!change.success) return;
      void refreshQueries(queryClient, taskKeys.lists);
      void refreshQueries(queryClient, taskKeys.job(change.data.jobId));
    },
    onResync: refreshAll,
    // A job may have changed while the socket opened (a job just submitted starts within milliseconds).
    onSubscribed: refreshAll,
  });
}
