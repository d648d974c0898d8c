import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type FileListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { drawingKeys } from './drawing-keys';

/** One page of a private folder for the table picker (spec 000 §9: the my-data dialog pages by 10). */
export function listPickerFiles(folder: { fileUuid: string; pageNum: number }, signal?: AbortSignal) {
  return api.post<FileListResponse>(
    '/api/v1/files/list',
    { ...folder, privated: true, pageSize: PAGE_SIZES.myDataDialog },
    { signal },
  );
}

export function usePickerFiles(folder: { fileUuid: string; pageNum: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...drawingKeys.pickerFiles, folder],
      queryFn: ({ signal }) => listPickerFiles(folder, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
