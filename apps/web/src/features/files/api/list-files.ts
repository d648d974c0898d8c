import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FileListRequest, FileListResponse, Locale } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';

export function listFiles(request: FileListRequest, signal?: AbortSignal): Promise<FileListResponse> {
  return api.post<FileListResponse>('/api/v1/files/list', request, { signal });
}

/** Column names come localized from the server, so the locale is part of the key. */
export const listFilesQueryOptions = (locale: Locale, request: FileListRequest) =>
  queryOptions({
    queryKey: [...filesKeys.lists, locale, request],
    queryFn: ({ signal }) => listFiles(request, signal),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useListFiles(locale: Locale, request: FileListRequest) {
  return useQuery(listFilesQueryOptions(locale, request));
}
