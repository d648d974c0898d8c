import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewResponse } from '@biocloud/contracts';
import { api } from '../api-client';

/** The only preview type of the spec's text preview call (000 §7). */
const PREVIEW_TYPE = 'txt';

/** POST /api/v1/files/preview: one page of a text file (my data, task and compute job results); pageNow from 1. */
export function previewText(fileUuid: string, pageNow: number, signal?: AbortSignal): Promise<PreviewResponse> {
  return api.post<PreviewResponse>('/api/v1/files/preview', { fileUuid, pageNow, type: PREVIEW_TYPE }, { signal });
}

export const previewTextQueryOptions = (fileUuid: string, pageNow: number) =>
  queryOptions({
    queryKey: ['preview', fileUuid, pageNow],
    queryFn: ({ signal }) => previewText(fileUuid, pageNow, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePreviewText(fileUuid: string, pageNow: number) {
  return useQuery(previewTextQueryOptions(fileUuid, pageNow));
}
