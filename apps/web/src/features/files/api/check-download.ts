import { queryOptions, useQuery } from '@tanstack/react-query';
import type { downloadCheckResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';

export type DownloadCheck = Parsed<typeof downloadCheckResponseSchema>;

/** POST /api/v1/files/download-check: which transfer methods apply to these files, and why the others do not. */
export function checkDownload(fileUuids: readonly string[], signal?: AbortSignal): Promise<DownloadCheck> {
  return api.post<DownloadCheck>('/api/v1/files/download-check', { fileUuids }, { signal });
}

export const downloadCheckQueryOptions = (fileUuids: readonly string[]) =>
  queryOptions({
    queryKey: [...filesKeys.all, 'download-check', [...fileUuids].sort()],
    queryFn: ({ signal }) => checkDownload(fileUuids, signal),
    staleTime: 0,
  });

export function useDownloadCheck(fileUuids: readonly string[]) {
  return useQuery(downloadCheckQueryOptions(fileUuids));
}
