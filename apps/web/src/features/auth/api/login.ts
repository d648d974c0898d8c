import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';

export type LoginInput = Pick<LoginRequest, 'username' | 'password' | 'rememberMe'>;

/** POST /api/login; the server answers the user and sets the token cookie. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login', { ...input, automaticLogin: false } satisfies LoginRequest);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user),
  });
}
