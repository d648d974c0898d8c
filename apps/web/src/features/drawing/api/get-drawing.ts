import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Drawing } from '@biocloud/charts';
import { api } from '../../../shared/api-client';
import { drawingKeys } from './drawing-keys';

/** While the server renders, look again this often (the `drawing` topic usually says so sooner). */
const RUNNING_POLL_MS = 2000;

export function getDrawing(id: string, signal?: AbortSignal): Promise<Drawing> {
  return api.get<Drawing>(`/api/v1/drawing/${encodeURIComponent(id)}`, { signal });
}

export const drawingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...drawingKeys.drawings, id],
    queryFn: ({ signal }) => getDrawing(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? RUNNING_POLL_MS : false),
  });

export function useDrawing(id: string | null) {
  return useQuery({ ...drawingQueryOptions(id ?? ''), enabled: id !== null });
}
