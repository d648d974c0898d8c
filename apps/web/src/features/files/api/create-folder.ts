import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createFolderRequestSchema, fileUuidResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

export type CreateFolderRequest = Parsed<typeof createFolderRequestSchema>;
type CreateFolderResponse = Parsed<typeof fileUuidResponseSchema>;

export function createFolder(request: CreateFolderRequest): Promise<CreateFolderResponse> {
  return api.post<CreateFolderResponse>('/api/v1/files/folder', request);
}

/** A new folder shows in the table and in every folder tree. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    // Name clashes and rule breaks are shown in the dialog itself.
    onSuccess: async () => {
      await refreshFiles(queryClient, filesKeys.lists, filesKeys.folders);
    },
  });
}
