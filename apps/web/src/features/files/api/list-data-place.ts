import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FileListResponse, FileListRequest, Locale, ProjectFilesListRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { filesKeys } from './files-keys';
import { listFiles } from './list-files';

/** POST /api/v1/projects/:projectBaseId/files/list: a folder of a project's data (its root without folderUuid). */
export function listProjectFiles(
  projectBaseId: string,
  request: ProjectFilesListRequest,
  signal?: AbortSignal,
): Promise<FileListResponse> {
  return api.post<FileListResponse>(`/api/v1/projects/${encodeURIComponent(projectBaseId)}/files/list`, request, {
    signal,
  });
}

/** One folder's list call of the data table: in my data, or in a project's data. */
export type DataListCall =
  | { kind: 'scope'; request: FileListRequest }
  | { kind: 'project'; projectBaseId: string; request: ProjectFilesListRequest };

/** Under filesKeys.lists, so every file operation reloads project folders as it reloads my data's. */
export const dataListQueryOptions = (locale: Locale, call: DataListCall) =>
  queryOptions({
    queryKey: [...filesKeys.lists, locale, call],
    queryFn: ({ signal }) =>
      call.kind === 'scope'
        ? listFiles(call.request, signal)
        : listProjectFiles(call.projectBaseId, call.request, signal),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
