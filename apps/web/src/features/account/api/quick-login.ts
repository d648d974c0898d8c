import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, QuickLoginRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';

/** POST /api/v1/account/quick-login: the phone and the SMS code sent to it; sets the token cookie. */
export function useQuickLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuickLoginRequest) => api.post<LoginResponse>('/api/v1/account/quick-login', body),
    onSuccess: (result) => queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user),
  });
}
