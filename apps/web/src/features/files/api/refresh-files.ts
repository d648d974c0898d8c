import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { refreshQueries } from '../../../shared/realtime/refresh-queries';

/**
 * Rereads the files queries under these roots after a change. Not `invalidateQueries` alone: a folder's first load
 * still in flight (just opened) would be joined, and its answer, read before the change, would stay on screen.
 */
export async function refreshFiles(queryClient: QueryClient, ...roots: QueryKey[]): Promise<void> {
  await Promise.all(roots.map((root) => refreshQueries(queryClient, root)));
}
