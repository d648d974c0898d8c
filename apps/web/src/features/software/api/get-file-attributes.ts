import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileAttributes } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { softwareKeys } from './software-keys';

/** A file's name and type, for the file a page was opened with (`?fileUuid=`). */
export function getFileAttributes(fileUuid: string, signal?: AbortSignal): Promise<FileAttributes> {
  return api.get<FileAttributes>(`/api/v1/files/${encodeURIComponent(fileUuid)}/attributes`, { signal });
}

export const fileAttributesQueryOptions = (fileUuid: string) =>
  queryOptions({
    queryKey: [...softwareKeys.fileAttributes, fileUuid],
    queryFn: ({ signal }) => getFileAttributes(fileUuid, signal),
  });

export function useFileAttributes(fileUuid: string | null) {
  return useQuery({ ...fileAttributesQueryOptions(fileUuid ?? ''), enabled: fileUuid !== null });
}
