import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteFilesRequestSchema, deleteFilesResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

type DeleteRequest = Parsed<typeof deleteFilesRequestSchema>;
type DeleteResponse = Parsed<typeof deleteFilesResponseSchema>;

export function deleteFiles(request: DeleteRequest): Promise<DeleteResponse> {
  return api.delete<DeleteResponse>('/api/v1/files', { body: request });
}

export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFiles,
    // Also after a failure: "already deleted" means the table is out of date.
    onSettled: async () => {
      await refreshFiles(queryClient, filesKeys.lists, filesKeys.folders);
    },
  });
}
