import type { FileListRequest, FileListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** POST /api/v1/files/list: a folder of my data (its query options, with project folders': list-data-place.ts). */
export function listFiles(request: FileListRequest, signal?: AbortSignal): Promise<FileListResponse> {
  return api.post<FileListResponse>('/api/v1/files/list', request, { signal });
}
