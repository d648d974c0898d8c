import { createHash } from 'node:crypto';
import { leadingZeroBits, type CaptchaChallenge, type CaptchaProof } from '@biocloud/contracts';

/** Finds a nonce as the browser does (send-code-button), with Node's hash. */
export function solveCaptcha(challenge: Pick<CaptchaChallenge, 'challenge' | 'bits'>): CaptchaProof {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    const digest = createHash('sha256').update(`${challenge.challenge}:${nonce}`).digest();
    if (leadingZeroBits(digest) >= challenge.bits) return { challenge: challenge.challenge, nonce };
  }
}

/** A fresh challenge of the server at `baseUrl`, solved. */
export async function captchaProof(baseUrl: string): Promise<CaptchaProof> {
  const res = await fetch(`${baseUrl}/api/v1/account/captcha`);
  return solveCaptcha((await res.json()) as CaptchaChallenge);
}

/** POST /api/v1/account/codes with a solved captcha unless `proof` is given (null: none at all). */
export async function requestCode(
  baseUrl: string,
  body: { channel: 'sms' | 'email'; target: string; purpose: string },
  options: { proof?: CaptchaProof | null; lang?: 'zh' | 'en' } = {},
) {
  const proof = options.proof === undefined ? await captchaProof(baseUrl) : (options.proof ?? undefined);
  return fetch(`${baseUrl}/api/v1/account/codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: options.lang ?? 'en' },
    body: JSON.stringify({ ...body, proof }),
  });
}
