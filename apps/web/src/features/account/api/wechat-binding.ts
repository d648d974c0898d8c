import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WechatBinding, WechatUnbindRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** GET /api/v1/account/wechat/binding: whether the caller's account has WeChat bound, and to whom. */
export const wechatBindingQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'wechat', 'binding'],
    queryFn: () => api.get<WechatBinding>('/api/v1/account/wechat/binding'),
  });

export const useWechatBinding = () => useQuery(wechatBindingQueryOptions());

/** POST /api/v1/account/wechat/unbind (spec 001 §7 Unbind: userId, password). */
export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WechatUnbindRequest) => api.post<{ ok: true }>('/api/v1/account/wechat/unbind', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wechatBindingQueryOptions().queryKey }),
  });
}
