import { useQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys } from './sample-keys';

/** Projects whose name matches, for the staff's link dialog (staff see every project; the server checks the owner). */
export function useProjectChoices(name: string, enabled: boolean) {
  return useQuery({
    queryKey: [...sampleKeys.all, 'projectChoices', name],
    queryFn: ({ signal }) =>
      api.get<ProjectListResponse>('/api/v1/projects', {
        query: { recordNumberOfPage: 20, currentPage: 0, projectName: name || undefined },
        signal,
      }),
    enabled,
  });
}
