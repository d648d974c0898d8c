import { useMutation } from '@tanstack/react-query';
import type { WechatStartRequest, WechatStartResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** POST /api/v1/account/wechat/start: WeChat's QR page for this browser (the server leaves the state in a cookie). */
export function startWechat(request: WechatStartRequest): Promise<WechatStartResponse> {
  return api.post<WechatStartResponse>('/api/v1/account/wechat/start', request);
}

/** Starts the flow and sends the browser to WeChat; it comes back through the server's callback. */
export function useStartWechat() {
  return useMutation({
    mutationFn: startWechat,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
