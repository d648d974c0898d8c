import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/dashboard: the caller's counts by status, jobs per day, storage per day, newest reports. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => api.get<DashboardResponse>('/api/v1/dashboard', { signal }),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
