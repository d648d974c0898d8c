import { queryOptions } from '@tanstack/react-query';
import type { ToolDeveloper } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { softwareKeys } from './software-keys';

/** GET /api/v1/software/:softwareId/developer: command template, required programs, upstream cases. */
export const toolDeveloperQueryOptions = (softwareId: string) =>
  queryOptions({
    queryKey: [...softwareKeys.details, 'developer', softwareId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ToolDeveloper }>(`/api/v1/software/${encodeURIComponent(softwareId)}/developer`, { signal })
        .then((r) => r.data),
    staleTime: 60_000,
  });
