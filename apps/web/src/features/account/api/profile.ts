import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@biocloud/contracts';
import { api, toApiError } from '../../../shared/api-client';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';

const PROFILE_PATH = '/api/v1/account/profile';
const PHOTO_PATH = '/api/v1/account/photo';

export const profileQueryOptions = () =>
  queryOptions({
    // Under ['user'], so logging out drops it with the rest of the user's data.
    queryKey: ['user', 'profile'],
    queryFn: ({ signal }) => api.get<Profile>(PROFILE_PATH, { signal }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * Saving answers the profile as kept, which replaces the cached one and the current user's names and photo (the
 * header's avatar shows a new photo at once: a reread could still meet the server's second-long session cache).
 */
function useProfileMutation<I>(mutationFn: (input: I) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, saved);
      queryClient.setQueryData(
        currentUserQueryOptions().queryKey,
        (user) => user && { ...user, realName: saved.realName, company: saved.company, photoFile: saved.photoFile },
      );
      void queryClient.invalidateQueries({
        queryKey: ['user'],
        refetchType: 'active',
        predicate: (query) => query.queryKey[1] !== currentUserQueryOptions().queryKey[1],
      });
    },
  });
}

export function useSaveProfile() {
  return useProfileMutation((update: ProfileUpdate) => api.post<Profile>(PROFILE_PATH, update));
}

/** POST photoFile: the cropped picture as a multipart upload (the api client speaks JSON only). */
export function useUploadPhoto() {
  return useProfileMutation(async (photo: Blob) => {
    const form = new FormData();
    form.append('photoFile', photo, 'photo');
    const response = await fetch(PHOTO_PATH, {
      method: 'POST',
      headers: api.baseHeaders(),
      body: form,
      credentials: 'include',
    });
    if (!response.ok) throw await toApiError(response);
    return (await response.json()) as Profile;
  });
}
