import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ForgotByEmailRequest, PasswordResetRequest, ResetLinkInfo } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** POST: a reset link to the address if an account has it (the answer is the same either way). */
export function useRequestResetByEmail() {
  return useMutation({
    mutationFn: (body: ForgotByEmailRequest) => api.post<{ ok: true }>('/api/v1/account/password-reset/email', body),
    meta: { silentErrors: true },
  });
}

/** GET: the link check of the reset page (the account it resets, or why it cannot be used). */
export const resetLinkQueryOptions = (querystring: string) =>
  queryOptions({
    queryKey: ['account', 'reset-link', querystring],
    queryFn: ({ signal }) =>
      api.get<ResetLinkInfo>('/api/v1/account/password-reset/check', { query: { querystring }, signal }),
    retry: false,
    staleTime: Infinity,
    meta: { silentErrors: true },
  });

export function useResetLink(querystring: string) {
  return useQuery(resetLinkQueryOptions(querystring));
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => api.post<{ ok: true }>('/api/v1/account/password-reset', body),
    meta: { silentErrors: true },
  });
}
