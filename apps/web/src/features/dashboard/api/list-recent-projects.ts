import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { dashboardKeys, RECENT_COUNT } from './dashboard-keys';

/** GET /api/v1/projects, first page: the caller's newest projects. */
export const recentProjectsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentProjects,
    queryFn: ({ signal }) =>
      api.get<ProjectListResponse>('/api/v1/projects', { query: { recordNumberOfPage: RECENT_COUNT }, signal }),
  });

export function useRecentProjects() {
  return useQuery(recentProjectsQueryOptions());
}
