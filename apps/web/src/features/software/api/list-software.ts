import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, SoftwareListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { softwareKeys } from './software-keys';

export interface SoftwareListFilter {
  /** A category id, '' for all. */
  softTypeId: string;
  searchParam: string;
}

/** GET /api/v1/software: the tools matching a search and a type, pinned ids first, with the type select's counts. */
export function listSoftware(filter: SoftwareListFilter, signal?: AbortSignal): Promise<SoftwareListResponse> {
  return api.get<SoftwareListResponse>('/api/v1/software', {
    query: { softTypeId: filter.softTypeId || undefined, searchParam: filter.searchParam.trim() || undefined },
    signal,
  });
}

export const softwareListQueryOptions = (locale: Locale, filter: SoftwareListFilter) =>
  queryOptions({
    queryKey: [...softwareKeys.lists, locale, filter],
    queryFn: ({ signal }) => listSoftware(filter, signal),
    // The previous result stays while a new search loads: the grid does not flash empty on every key stroke.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useSoftwareList(locale: Locale, filter: SoftwareListFilter) {
  return useQuery(softwareListQueryOptions(locale, filter));
}
