import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyseResponse, Locale } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { projectKeys, projectPath } from './project-keys';

/** GET /api/v1/projects/:projectBaseId/analyse: tool and app cards that take the project's file types. */
export const analyseQueryOptions = (projectBaseId: string, locale: Locale) =>
  queryOptions({
    queryKey: projectKeys.part(projectBaseId, 'analyse', locale),
    queryFn: ({ signal }) => api.get<AnalyseResponse>(projectPath(projectBaseId, 'analyse'), { signal }),
    // The cards follow the project's data, which uploads and job results change from other pages: ask on each visit.
    staleTime: 0,
  });

export function useAnalyse(projectBaseId: string, locale: Locale) {
  return useQuery(analyseQueryOptions(projectBaseId, locale));
}
