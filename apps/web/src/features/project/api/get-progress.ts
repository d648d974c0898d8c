import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressResponse, ProgressType } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { projectKeys, projectPath } from './project-keys';

/** GET /api/v1/projects/:projectBaseId/progress?type=: one view's stage timeline with read marks. */
export function getProgress(projectBaseId: string, type: ProgressType, signal?: AbortSignal) {
  return api.get<ProgressResponse>(projectPath(projectBaseId, 'progress'), { query: { type }, signal });
}

export const progressQueryOptions = (projectBaseId: string, type: ProgressType) =>
  queryOptions({
    queryKey: projectKeys.part(projectBaseId, 'progress', type),
    queryFn: ({ signal }) => getProgress(projectBaseId, type, signal),
  });

export function useProgress(projectBaseId: string, type: ProgressType) {
  return useQuery(progressQueryOptions(projectBaseId, type));
}
