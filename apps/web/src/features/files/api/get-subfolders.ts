import { queryOptions } from '@tanstack/react-query';
import type { subfoldersResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { filesKeys } from './files-keys';

export type SubfoldersResponse = Parsed<typeof subfoldersResponseSchema>;

/** GET /api/v1/files/:fileUuid/folders: the folder-tree dialog loads one level at a time. */
export function getSubfolders(fileUuid: string, signal?: AbortSignal): Promise<SubfoldersResponse> {
  return api.get<SubfoldersResponse>(`/api/v1/files/${encodeURIComponent(fileUuid)}/folders`, { signal });
}

export const subfoldersQueryOptions = (fileUuid: string) =>
  queryOptions({
    queryKey: [...filesKeys.folders, fileUuid],
    queryFn: ({ signal }) => getSubfolders(fileUuid, signal),
    staleTime: 0,
  });
