import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, Message } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { unreadCountQueryOptions } from '../../../shared/api/get-unread-count';
import { messageKeys } from './message-keys';

/** GET /api/v1/messages/:id: one message of the caller, which the server marks read. */
export const messageQueryOptions = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [...messageKeys.message(id), locale],
    queryFn: ({ signal }) => api.get<Message>(`/api/v1/messages/${encodeURIComponent(id)}`, { signal }),
  });

export function useMessage(locale: Locale, id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...messageQueryOptions(locale, id), enabled: id !== '' });
  // Opened means read: the lists show it so on the way back, the badge at once (the websocket tells other tabs).
  const opened = query.isSuccess;
  useEffect(() => {
    if (!opened) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
  }, [opened, queryClient]);
  return query;
}
