import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { renameRequestSchema, renameResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

type RenameRequest = Parsed<typeof renameRequestSchema>;
type RenameResponse = Parsed<typeof renameResponseSchema>;

export function renameFile(request: RenameRequest): Promise<RenameResponse> {
  return api.put<RenameResponse>('/api/v1/files/rename', request);
}

export function useRenameFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFile,
    onSuccess: async () => {
      await refreshFiles(queryClient, filesKeys.lists, filesKeys.folders, filesKeys.attributes);
    },
  });
}
