import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileAttributes } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';

export function getAttributes(fileUuid: string, signal?: AbortSignal): Promise<FileAttributes> {
  return api.get<FileAttributes>(`/api/v1/files/${encodeURIComponent(fileUuid)}/attributes`, { signal });
}

/** How often the drawer asks again while the format metadata is still being computed. */
export const DETAIL_POLL_INTERVAL_MS = 2000;

export const attributesQueryOptions = (fileUuid: string) =>
  queryOptions({
    queryKey: [...filesKeys.attributes, fileUuid],
    queryFn: ({ signal }) => getAttributes(fileUuid, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.detail?.status === 'pending' ? DETAIL_POLL_INTERVAL_MS : false),
  });

export function useAttributes(fileUuid: string) {
  return useQuery(attributesQueryOptions(fileUuid));
}
