import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { unreadCountResponseSchema } from '@biocloud/contracts';
import { api } from '../api-client';
import { useRealtimeTopic } from '../realtime/use-realtime-topic';

type UnreadCountResponse = ReturnType<(typeof unreadCountResponseSchema)['parse']>;

export const UNREAD_COUNT_PATH = '/api/v1/messages/unread-count';

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'unread-count'],
    queryFn: ({ signal }) => api.get<UnreadCountResponse>(UNREAD_COUNT_PATH, { signal }),
    meta: { silentErrors: true },
  });

/**
 * The caller's unread message count, reloaded whenever a message arrives on the `messages` topic (and after a
 * resync, and once the subscription is live: what arrived before it would be missed) rather than polled.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
  useRealtimeTopic('messages', { onEvent: reload, onResync: reload, onSubscribed: reload });
  return useQuery(unreadCountQueryOptions());
}
