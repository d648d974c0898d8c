import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, SoftwareDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { softwareKeys } from './software-keys';

/** GET /api/v1/software/:softwareId: names, help, the form (inputs and params of the manifest), price, availability. */
export function getSoftware(softwareId: string, signal?: AbortSignal): Promise<SoftwareDetailResponse> {
  return api.get<SoftwareDetailResponse>(`/api/v1/software/${encodeURIComponent(softwareId)}`, { signal });
}

export const softwareQueryOptions = (locale: Locale, softwareId: string) =>
  queryOptions({
    queryKey: [...softwareKeys.details, locale, softwareId],
    queryFn: ({ signal }) => getSoftware(softwareId, signal),
    staleTime: 60_000,
  });

export function useSoftware(locale: Locale, softwareId: string) {
  return useQuery(softwareQueryOptions(locale, softwareId));
}
