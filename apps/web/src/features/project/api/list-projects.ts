import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListQuery, ProjectListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { projectKeys } from './project-keys';

/** Dates travel as ISO strings in the query. */
export type ProjectListRequest = Omit<ProjectListQuery, 'startCreateTime' | 'endCreateTime'> & {
  startCreateTime?: string;
  endCreateTime?: string;
};

/** GET /api/v1/projects: the project list with its search, status, type and created-time filters. */
export function listProjects(request: ProjectListRequest, signal?: AbortSignal): Promise<ProjectListResponse> {
  return api.get<ProjectListResponse>('/api/v1/projects', { query: { ...request }, signal });
}

export const listProjectsQueryOptions = (request: ProjectListRequest) =>
  queryOptions({
    queryKey: [...projectKeys.lists, request],
    queryFn: ({ signal }) => listProjects(request, signal),
    placeholderData: keepPreviousData,
  });

export function useListProjects(request: ProjectListRequest) {
  return useQuery(listProjectsQueryOptions(request));
}
