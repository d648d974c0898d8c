import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementList } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/announcements/notice: the newest announcements to everyone or to the caller. */
export const noticeQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.notice,
    queryFn: ({ signal }) => api.get<AnnouncementList>('/api/v1/announcements/notice', { signal }),
  });

export function useNotice() {
  return useQuery(noticeQueryOptions());
}
