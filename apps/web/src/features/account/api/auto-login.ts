import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';

/**
 * The login that follows a registration (spec: "POST register, POST auto login"): the same POST /api/login as the
 * login form, with what was just chosen; features do not import one another, hence this call of its own.
 */
export function useAutoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      api.post<LoginResponse>('/api/login', {
        ...input,
        rememberMe: false,
        automaticLogin: true,
      } satisfies LoginRequest),
    onSuccess: (result) => queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user),
  });
}
