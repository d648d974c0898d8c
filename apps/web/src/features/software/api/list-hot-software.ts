import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, SoftwareSummary } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { softwareKeys } from './software-keys';

export function listHotSoftware(signal?: AbortSignal): Promise<{ softwareList: SoftwareSummary[] }> {
  return api.get<{ softwareList: SoftwareSummary[] }>('/api/v1/software/hot', { signal });
}

export const hotSoftwareQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...softwareKeys.hot, locale],
    queryFn: ({ signal }) => listHotSoftware(signal),
    staleTime: 5 * 60_000,
  });

export function useHotSoftware(locale: Locale) {
  return useQuery(hotSoftwareQueryOptions(locale));
}
