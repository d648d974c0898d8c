import { useQueries } from '@tanstack/react-query';
import type { FileAttributes } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { drawingKeys } from './drawing-keys';

/** The server refuses bigger tables (DRAWING_FILE_TOO_LARGE); the preview does not download them either. */
export const PREVIEW_MAX_BYTES = 20 * 1024 * 1024;

export interface TableFile {
  fileUuid: string;
  name: string;
  size: number;
  /** The file's text, or null when it is too big to preview. */
  text: string | null;
}

/** A table's name and text, for the browser preview (the same parser and chart builder as the server's). */
export async function getTableFile(fileUuid: string, signal?: AbortSignal): Promise<TableFile> {
  const path = `/api/v1/files/${encodeURIComponent(fileUuid)}`;
  const { general } = await api.get<FileAttributes>(`${path}/attributes`, { signal });
  if (general.size > PREVIEW_MAX_BYTES) return { fileUuid, name: general.name, size: general.size, text: null };
  const body = await api.get<unknown>(`${path}/download`, { signal });
  // A .json file arrives parsed; every other table as text.
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { fileUuid, name: general.name, size: general.size, text };
}

export function useTableFiles(fileUuids: readonly string[]) {
  return useQueries({
    queries: fileUuids.map((fileUuid) => ({
      queryKey: [...drawingKeys.tables, fileUuid],
      queryFn: ({ signal }: { signal: AbortSignal }) => getTableFile(fileUuid, signal),
      staleTime: 60_000,
    })),
  });
}
