import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsageResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/files/usage: what the caller's private files take, and their quota. */
export const storageUsageQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.storage,
    queryFn: ({ signal }) => api.get<StorageUsageResponse>('/api/v1/files/usage', { signal }),
  });

export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}
