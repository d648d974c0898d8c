import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';

/** The only preview type of the spec's call. */
const PREVIEW_TYPE = 'txt';

/** POST /api/v1/files/preview; pageNow starts at 1 (spec 000 §2). */
export function previewFile(fileUuid: string, pageNow: number, signal?: AbortSignal): Promise<PreviewResponse> {
  return api.post<PreviewResponse>('/api/v1/files/preview', { fileUuid, pageNow, type: PREVIEW_TYPE }, { signal });
}

export const previewQueryOptions = (fileUuid: string, pageNow: number) =>
  queryOptions({
    queryKey: [...filesKeys.previews, fileUuid, pageNow],
    queryFn: ({ signal }) => previewFile(fileUuid, pageNow, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePreviewFile(fileUuid: string, pageNow: number) {
  return useQuery(previewQueryOptions(fileUuid, pageNow));
}
