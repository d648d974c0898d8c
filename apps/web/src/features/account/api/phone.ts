import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneBindRequest, PhoneResetRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { profileQueryOptions } from './profile';

export function useResetByPhone() {
  return useMutation({
    mutationFn: (body: PhoneResetRequest) => api.post<{ ok: true }>('/api/v1/account/password-reset/phone', body),
    meta: { silentErrors: true },
  });
}

export function useBindPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneBindRequest) => api.post<{ ok: true }>('/api/v1/account/phone', body),
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
