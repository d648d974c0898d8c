import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDeleteRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { messageKeys } from './message-keys';

/** POST /api/v1/messages/delete: the named messages, or every one of a filter, in one request. */
export function deleteMessages(request: MessageDeleteRequest) {
  return api.post<{ deleted: number }>('/api/v1/messages/delete', request);
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
