import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppListResponse, Locale } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { appsKeys } from './apps-keys';

export interface AppListFilter {
  /** An app type of the catalogue. */
  softTypeId: string;
  searchParam: string;
}

/** GET /api/v1/software?softTypeId=&searchParam=: the apps of a type, pinned ids first (spec 000 §7). */
export function listApps(filter: AppListFilter, signal?: AbortSignal): Promise<AppListResponse> {
  return api.get<AppListResponse>('/api/v1/software', {
    query: { softTypeId: filter.softTypeId, searchParam: filter.searchParam.trim() || undefined },
    signal,
  });
}

export const appListQueryOptions = (locale: Locale, filter: AppListFilter) =>
  queryOptions({
    queryKey: [...appsKeys.lists, locale, filter],
    queryFn: ({ signal }) => listApps(filter, signal),
    // The previous cards stay while a search loads: the grid does not flash empty on every key stroke.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useAppList(locale: Locale, filter: AppListFilter | null) {
  return useQuery({
    ...appListQueryOptions(locale, filter ?? { softTypeId: '', searchParam: '' }),
    enabled: filter !== null,
  });
}
