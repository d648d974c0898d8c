import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewResponse } from '@biocloud/contracts';
import { api } from '../api-client';

/** The only preview type of the spec's text preview call (000 §7). */
const PREVIEW_TYPE = 'txt';

/** POST /api/v1/files/preview of a result file (task or compute job); pageNow starts at 1 (spec 000 §2). */
export function previewResult(fileUuid: string, pageNow: number, signal?: AbortSignal): Promise<PreviewResponse> {
  return api.post<PreviewResponse>('/api/v1/files/preview', { fileUuid, pageNow, type: PREVIEW_TYPE }, { signal });
}

export const resultPreviewQueryOptions = (fileUuid: string, pageNow: number) =>
  queryOptions({
    queryKey: ['preview', 'result', fileUuid, pageNow],
    queryFn: ({ signal }) => previewResult(fileUuid, pageNow, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useResultPreview(fileUuid: string, pageNow: number) {
  return useQuery(resultPreviewQueryOptions(fileUuid, pageNow));
}
