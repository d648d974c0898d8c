import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { saveHeadersRequestSchema, saveHeadersResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';
import { refreshFiles } from './refresh-files';

type SaveHeadersRequest = Parsed<typeof saveHeadersRequestSchema>;
type SaveHeadersResponse = Parsed<typeof saveHeadersResponseSchema>;

/** POST /api/v1/files/headers: the user's column choice as joined ids. */
export function saveHeaders(request: SaveHeadersRequest): Promise<SaveHeadersResponse> {
  return api.post<SaveHeadersResponse>('/api/v1/files/headers', request);
}

export function useSaveHeaders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHeaders,
    onSuccess: () => refreshFiles(queryClient, filesKeys.lists),
  });
}
