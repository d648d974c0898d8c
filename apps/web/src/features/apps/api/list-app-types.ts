import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppTypeName, AppTypesResponse, Locale } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { appsKeys } from './apps-keys';

/** GET /api/v1/software/types?typeName=: the types of one catalogue (spec 000 §7: app types, then apps). */
export function listAppTypes(typeName: AppTypeName, signal?: AbortSignal): Promise<AppTypesResponse> {
  return api.get<AppTypesResponse>('/api/v1/software/types', { query: { typeName }, signal });
}

export const appTypesQueryOptions = (locale: Locale, typeName: AppTypeName) =>
  queryOptions({
    queryKey: [...appsKeys.types, locale, typeName],
    queryFn: ({ signal }) => listAppTypes(typeName, signal),
    staleTime: 5 * 60_000,
  });

export function useAppTypes(locale: Locale, typeName: AppTypeName) {
  return useQuery(appTypesQueryOptions(locale, typeName));
}
