import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementList, AnnouncementRequest, announcementCreatedSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { messageKeys } from './message-keys';

/** GET /api/v1/announcements: the newest announcements of all (staff only). */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.announcements,
    queryFn: ({ signal }) => api.get<AnnouncementList>('/api/v1/announcements', { signal }),
  });

export function useAnnouncements(enabled: boolean) {
  return useQuery({ ...announcementsQueryOptions(), enabled });
}

/** POST /api/v1/announcements: to every user, or to the one named. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnnouncementRequest) =>
      api.post<Parsed<typeof announcementCreatedSchema>>('/api/v1/announcements', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
