import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, WechatBindRequest, WechatPendingState, WechatRegisterRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';

const BASE = '/api/v1/account/wechat';

/** GET pending: the WeChat user waiting to bind or register, null when there is none (a direct visit, expired). */
export const wechatPendingQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'wechat', 'pending'],
    queryFn: () => api.get<WechatPendingState>(`${BASE}/pending`),
    retry: false,
  });

export const useWechatPending = () => useQuery(wechatPendingQueryOptions());

/** POST bind (an existing account, by its password) or register (a new one): either logs the user in. */
function usePendingFinish<T>(path: 'bind' | 'register') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<LoginResponse>(`${BASE}/${path}`, body),
    onSuccess: (result) => queryClient.setQueryData(currentUserQueryOptions().queryKey, result.user),
  });
}

export const useBindWechatPending = () => usePendingFinish<WechatBindRequest>('bind');
export const useRegisterWechatPending = () => usePendingFinish<WechatRegisterRequest>('register');
