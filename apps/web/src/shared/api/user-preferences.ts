import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserPreferences, UserPreferencesUpdate } from '@biocloud/contracts';
import { api } from '../api-client';

/** GET/PUT /api/v1/user/preferences: the caller's own settings (whether a compute job's end comes by e-mail). */
export const USER_PREFERENCES_PATH = '/api/v1/user/preferences';

export function getUserPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  return api.get<UserPreferences>(USER_PREFERENCES_PATH, { signal });
}

export function putUserPreferences(body: UserPreferencesUpdate): Promise<UserPreferences> {
  return api.put<UserPreferences>(USER_PREFERENCES_PATH, body);
}

export const userPreferencesQueryOptions = () =>
  queryOptions({
    // Under ['user'], so logging out drops it with the rest of the user's data.
    queryKey: ['user', 'preferences'],
    queryFn: ({ signal }) => getUserPreferences(signal),
    staleTime: 60_000,
  });

export function useUserPreferences() {
  return useQuery(userPreferencesQueryOptions());
}

/** Saves at once; the answer (what the server kept) replaces the cached settings. The caller shows the outcome. */
export function useUpdateUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserPreferences,
    meta: { silentErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(userPreferencesQueryOptions().queryKey, saved),
  });
}
