import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type FileListRequest,
  type FileListResponse,
  type ProjectFilesListRequest,
} from '@biocloud/contracts';
import { api } from '../api-client';

export interface PickerFolder extends Pick<FileListRequest, 'search' | 'includeSubfolders' | 'orderKey' | 'order'> {
  fileUuid: string;
  privated: boolean;
  /** Zero-based. */
  pageNum: number;
}

/**
 * One page of a folder for the my-data pickers (generated tool forms, the drawing pages' table picker; POST
 * /api/v1/files/list; spec 000 §9: the dialog pages by 10), newest first unless asked otherwise, so a file just
 * uploaded is at the top; a search may take in the sub-folders.
 */
export function listPickerFiles(folder: PickerFolder, signal?: AbortSignal): Promise<FileListResponse> {
  return api.post<FileListResponse>('/api/v1/files/list', { ...folder, pageSize: PAGE_SIZES.myDataDialog }, { signal });
}

export const pickerFilesQueryOptions = (folder: PickerFolder) =>
  queryOptions({
    queryKey: ['tool-form', 'picker-files', folder],
    queryFn: ({ signal }) => listPickerFiles(folder, signal),
    placeholderData: keepPreviousData,
    // A file uploaded in place must show up when the dialog opens next.
    staleTime: 0,
  });

export function usePickerFiles(folder: PickerFolder) {
  return useQuery(pickerFilesQueryOptions(folder));
}

/** A folder of a project's data tree (its root when folderUuid is absent), for the project tab of the pickers. */
export interface ProjectPickerFolder extends Pick<
  ProjectFilesListRequest,
  'search' | 'includeSubfolders' | 'orderKey' | 'order'
> {
  projectBaseId: string;
  folderUuid?: string;
  /** Zero-based. */
  pageNum: number;
}

/** One page of a project's data folder (POST /api/v1/projects/:projectBaseId/files/list), 10 rows like my data's. */
export function listProjectPickerFiles(folder: ProjectPickerFolder, signal?: AbortSignal): Promise<FileListResponse> {
  const { projectBaseId, ...request } = folder;
  return api.post<FileListResponse>(
    `/api/v1/projects/${encodeURIComponent(projectBaseId)}/files/list`,
    { ...request, pageSize: PAGE_SIZES.myDataDialog },
    { signal },
  );
}
