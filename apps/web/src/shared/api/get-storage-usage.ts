import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsageResponse } from '@biocloud/contracts';
import { api } from '../api-client';

/** GET /api/v1/files/usage: what the caller's private files take, and their quota (dashboard, upload dialog). */
export const storageUsageQueryOptions = () =>
  queryOptions({
    // Under the dashboard's keys, so the dashboard's refresh rereads it too.
    queryKey: ['dashboard', 'storage'],
    queryFn: ({ signal }) => api.get<StorageUsageResponse>('/api/v1/files/usage', { signal }),
  });

export function useStorageUsage(options: { enabled?: boolean } = {}) {
  return useQuery({ ...storageUsageQueryOptions(), ...options });
}
