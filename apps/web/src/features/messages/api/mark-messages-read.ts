import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import { messageKeys } from './message-keys';

/** POST /api/v1/messages/read: the named messages, or (none named) every unread one, read in one request. */
export function markMessagesRead(ids?: readonly string[]) {
  return api.post<{ read: number }>('/api/v1/messages/read', ids ? { ids } : {});
}

export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    // The lists and the badge's count (both under the `messages` prefix).
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
