import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomAttribute } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';

export interface SaveAttributesInput {
  fileUuid: string;
  custom: CustomAttribute[];
}

/** PUT /api/v1/files/:fileUuid/attributes replaces all custom attributes of the file. */
export function saveAttributes({ fileUuid, custom }: SaveAttributesInput): Promise<unknown> {
  return api.put(`/api/v1/files/${encodeURIComponent(fileUuid)}/attributes`, { custom });
}

export function useSaveAttributes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttributes,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: [...filesKeys.attributes, input.fileUuid] }),
  });
}
