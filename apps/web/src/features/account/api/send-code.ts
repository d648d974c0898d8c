import type { CaptchaChallenge, SendCodeRequest, SendCodeResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** GET /api/v1/account/captcha: a fresh proof-of-work challenge (one per code sent). */
export function getCaptcha(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return api.get<CaptchaChallenge>('/api/v1/account/captcha', { signal });
}

/** POST /api/v1/account/codes: sends a code by SMS or e-mail. */
export function sendCode(request: Required<SendCodeRequest>): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api/v1/account/codes', request);
}
