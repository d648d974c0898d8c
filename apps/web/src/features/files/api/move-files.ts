import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { fileUuidsResponseSchema, moveRequestSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

type MoveRequest = Parsed<typeof moveRequestSchema>;
type MoveResponse = Parsed<typeof fileUuidsResponseSchema>;

export function moveFiles(request: MoveRequest): Promise<MoveResponse> {
  return api.post<MoveResponse>('/api/v1/files/move', request);
}

export function useMoveFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveFiles,
    onSuccess: async () => {
      await refreshFiles(queryClient, filesKeys.lists, filesKeys.folders);
    },
  });
}
