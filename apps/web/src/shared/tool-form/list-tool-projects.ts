import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type ProjectListResponse } from '@biocloud/contracts';
import { api } from '../api-client';

/**
 * The tool project list (spec 000 §7, §9: one page of PAGE_SIZES.toolProjects): the projects a tool or app may run
 * in, for the project field of the generated forms.
 */
export function listToolProjects(signal?: AbortSignal): Promise<ProjectListResponse> {
  return api.get<ProjectListResponse>('/api/v1/projects', {
    query: { recordNumberOfPage: PAGE_SIZES.toolProjects, currentPage: 0 },
    signal,
  });
}

export const toolProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['tool-form', 'tool-projects'], queryFn: ({ signal }) => listToolProjects(signal) });

export function useToolProjects() {
  return useQuery(toolProjectsQueryOptions());
}
