import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, MessageListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { dashboardKeys, RECENT_COUNT } from './dashboard-keys';

/** GET /api/v1/messages, first page: the caller's newest messages, titled in the locale. */
export const latestMessagesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...dashboardKeys.latestMessages, locale],
    queryFn: ({ signal }) =>
      api.get<MessageListResponse>('/api/v1/messages', { query: { recordNumberOfPage: RECENT_COUNT }, signal }),
  });

/** Reloaded when a message arrives (the `messages` topic), as the header badge is. */
export function useLatestMessages(locale: Locale) {
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.latestMessages });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.notice });
  };
  useRealtimeTopic('messages', { onEvent: reload, onResync: reload });
  return useQuery(latestMessagesQueryOptions(locale));
}
