import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** How often a page showing a job that can still change rereads it, in case a live event was missed. */
export const LIVE_FALLBACK_REFETCH_MS = 10_000;

/**
 * `refetchInterval` of a query that follows something live: every LIVE_FALLBACK_REFETCH_MS while `isSettled` says
 * its data can still change, never once it cannot, nor after a failed load (the page offers its own retry; a deleted
 * job would answer 404 forever). TanStack Query pauses the interval while the tab is hidden.
 */
export function refetchWhileLive<T>(isSettled: (data: T) => boolean) {
  return (query: { state: { data: T | undefined; status: 'pending' | 'error' | 'success' } }): number | false => {
    const { data, status } = query.state;
    if (status === 'error') return false;
    return data !== undefined && isSettled(data) ? false : LIVE_FALLBACK_REFETCH_MS;
  };
}

/**
 * Rereads the queries under `queryKey` after a live event said their data changed. `invalidateQueries` alone is not
 * enough: a first load still in flight (no data yet) is joined, not restarted, and its answer may have been read
 * before the change, so the page would keep showing the old state with no further event to correct it. Such loads
 * are cancelled (their state reverts to "not loaded") and started again; loads that replace data are restarted by
 * the invalidation itself.
 */
export async function refreshQueries(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
