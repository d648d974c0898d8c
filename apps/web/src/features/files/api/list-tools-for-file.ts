import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, SoftwareListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';

/** GET /api/v1/software?fileType=: the catalog tools with an input taking files of this type. */
export function listToolsForFileType(fileType: string, signal?: AbortSignal): Promise<SoftwareListResponse> {
  return api.get<SoftwareListResponse>('/api/v1/software', { query: { fileType }, signal });
}

export const toolsForFileTypeQueryOptions = (locale: Locale, fileType: string) =>
  queryOptions({
    queryKey: [...filesKeys.all, 'tools', locale, fileType],
    queryFn: ({ signal }) => listToolsForFileType(fileType, signal),
    // The catalog changes with a deployment, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** Asked only once the picker opens (`enabled`): a table of 100 rows does not ask 100 times. */
export function useToolsForFileType(locale: Locale, fileType: string, enabled: boolean) {
  return useQuery({ ...toolsForFileTypeQueryOptions(locale, fileType), enabled });
}
