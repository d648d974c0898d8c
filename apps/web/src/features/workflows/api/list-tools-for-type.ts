import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, SoftwareListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { workflowKeys } from './workflow-keys';

/** GET /api/v1/software?fileType=: the catalog tools with an input taking files of this type. */
export function listToolsForType(fileType: string, signal?: AbortSignal): Promise<SoftwareListResponse> {
  return api.get<SoftwareListResponse>('/api/v1/software', { query: { fileType }, signal });
}

export const toolsForTypeQueryOptions = (locale: Locale, fileType: string) =>
  queryOptions({
    queryKey: [...workflowKeys.toolsForType, locale, fileType],
    queryFn: ({ signal }) => listToolsForType(fileType, signal),
    // The catalog changes with a deployment, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** Asked only once a picker opens: a table of many rows does not ask for each. */
export function useToolsForType(locale: Locale, fileType: string, enabled: boolean) {
  return useQuery({ ...toolsForTypeQueryOptions(locale, fileType), enabled });
}
