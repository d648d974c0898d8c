import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyRequest, copyResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

type CopyResponse = Parsed<typeof copyResponseSchema>;

/** Without targetRepeatedUuids a name clash answers FILE_NAME_EXISTS with the clashes (see lib/copy-clash.ts). */
export function copyFiles(request: CopyRequest): Promise<CopyResponse> {
  return api.post<CopyResponse>('/api/v1/files/copy', request);
}

export function useCopyFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyFiles,
    onSuccess: async () => {
      await refreshFiles(queryClient, filesKeys.lists, filesKeys.folders);
    },
  });
}
