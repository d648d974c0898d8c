import { queryOptions } from '@tanstack/react-query';
import type { JumpHandover, JumpLink } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** GET /api/v1/jump/handover: the server checks the partner address against its allow-list and builds the request. */
export const jumpHandoverQueryOptions = (input: { url: string; params: string; method: string }) =>
  queryOptions({
    queryKey: ['jump', 'handover', input],
    queryFn: ({ signal }) =>
      api.get<{ data: JumpHandover }>('/api/v1/jump/handover', { query: input, signal }).then((r) => r.data),
    retry: false,
    staleTime: 0,
  });

/** GET /api/v1/jump/links/:key: a link the operator configured (JUMP_LINKS). */
export const jumpLinkQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['jump', 'link', key],
    queryFn: ({ signal }) =>
      api.get<{ data: JumpLink }>(`/api/v1/jump/links/${encodeURIComponent(key)}`, { signal }).then((r) => r.data),
    retry: false,
    staleTime: 0,
  });
