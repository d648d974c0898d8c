import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { projectKeys, projectPath } from './project-keys';

/** GET /api/v1/projects/:projectBaseId: the project, its members, the caller's role and its unread counts. */
export function getProject(projectBaseId: string, signal?: AbortSignal): Promise<ProjectDetailResponse> {
  return api.get<ProjectDetailResponse>(projectPath(projectBaseId), { signal });
}

export const projectQueryOptions = (projectBaseId: string) =>
  queryOptions({
    queryKey: [...projectKeys.project(projectBaseId), 'detail'],
    queryFn: ({ signal }) => getProject(projectBaseId, signal),
  });

export function useProject(projectBaseId: string) {
  return useQuery(projectQueryOptions(projectBaseId));
}
