import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, MessageListQuery, MessageListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { useRealtimeTopic } from '../../../shared/realtime/use-realtime-topic';
import { messageKeys } from './message-keys';

/** GET /api/v1/messages: one page of the caller's messages; titles come in the locale, so it is in the key. */
export const listMessagesQueryOptions = (locale: Locale, query: MessageListQuery) =>
  queryOptions({
    queryKey: [...messageKeys.lists, locale, query],
    queryFn: ({ signal }) => api.get<MessageListResponse>('/api/v1/messages', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** The page, reloaded when a message arrives or the read state changes in another tab (`messages` topic). */
export function useListMessages(locale: Locale, query: MessageListQuery) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
  useRealtimeTopic('messages', { onEvent: reload, onResync: reload, onSubscribed: reload });
  return useQuery(listMessagesQueryOptions(locale, query));
}
