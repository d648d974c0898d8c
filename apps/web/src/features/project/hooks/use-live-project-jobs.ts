import { useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../../shared/realtime/refresh-queries';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { projectKeys } from '../api/project-keys';

/**
 * Keeps a project's job pages (and its status) current: a change of one of the caller's jobs arrives on the `jobs` topic and reloads
 * the project's job queries (the topic does not say which project; the lists are small pages). A resync and a new
 * subscription reload too: what loaded before the socket opened may be stale, and refreshQueries restarts a first
 * load still in flight.
 */
export function useLiveProjectJobs(projectBaseId: string): void {
  const queryClient = useQueryClient();
  const reload = () => {
    void refreshQueries(queryClient, projectKeys.part(projectBaseId, 'jobs'));
    // An own-analysis project's status follows its jobs (the server moves it with them).
    void refreshQueries(queryClient, projectKeys.part(projectBaseId, 'detail'));
  };
  useRealtimeTopic('jobs', { onEvent: reload, onResync: reload, onSubscribed: reload });
}
