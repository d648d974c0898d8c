import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@biocloud/contracts';
import { api } from '../api-client';

export const CURRENT_USER_PATH = '/api/v1/user/getCurrentUser';

export function getCurrentUser(): Promise<CurrentUser> {
  return api.get<CurrentUser>(CURRENT_USER_PATH);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'current'], queryFn: getCurrentUser, staleTime: 60_000 });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
