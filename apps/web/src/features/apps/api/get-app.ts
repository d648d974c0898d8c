import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppDetailResponse, Locale, SoftwareDetailResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { appsKeys } from './apps-keys';

/** GET /api/v1/software/:softwareId: the same path answers tools too; the page tells them apart by `kind`. */
export function getApp(softwareId: string, signal?: AbortSignal): Promise<AppDetailResponse | SoftwareDetailResponse> {
  return api.get<AppDetailResponse | SoftwareDetailResponse>(`/api/v1/software/${encodeURIComponent(softwareId)}`, {
    signal,
  });
}

export const appQueryOptions = (locale: Locale, softwareId: string) =>
  queryOptions({
    queryKey: [...appsKeys.details, locale, softwareId],
    queryFn: ({ signal }) => getApp(softwareId, signal),
    staleTime: 60_000,
  });

export function useApp(locale: Locale, softwareId: string) {
  return useQuery(appQueryOptions(locale, softwareId));
}
