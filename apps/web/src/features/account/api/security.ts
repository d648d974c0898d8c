import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChange, EmailConfirmed, LinkSent, PasswordChange } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { profileQueryOptions } from './profile';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api.post<{ ok: true }>('/api/v1/account/password', body),
    meta: { silentErrors: true },
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: EmailChange) => api.post<LinkSent>('/api/v1/account/email', body),
    meta: { silentErrors: true },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<LinkSent>('/api/v1/account/email/verification'),
    meta: { silentErrors: true },
  });
}

/** The bind page's confirm; a logged-in profile shows the new address afterwards. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uiWVO: string) => api.post<EmailConfirmed>('/api/v1/account/email/confirm', { uiWVO }),
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
