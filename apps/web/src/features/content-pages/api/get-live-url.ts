import { queryOptions } from '@tanstack/react-query';
import type { JumpUrlResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** GET /api/v1/webCast/getJumpUrl (spec 001 §7): where the user joins the live broadcast; asked each time. */
export const liveUrlQueryOptions = () =>
  queryOptions({
    queryKey: ['webCast', 'jumpUrl'],
    queryFn: ({ signal }) => api.get<JumpUrlResponse>('/api/v1/webCast/getJumpUrl', { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
