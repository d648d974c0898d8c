import { leadingZeroBits, type CaptchaChallenge, type CaptchaProof } from '@biocloud/contracts';

/** Hashes asked of WebCrypto at once: one await per batch keeps the page responsive without a worker. */
const BATCH = 256;

/**
 * Finds the nonce of a proof-of-work challenge (server: modules/account/codes/captcha.ts) with WebCrypto's SHA-256.
 * `onProgress` gets the chance that a search this long would have found it by now, a share from 0 to 1 that never
 * stalls, as the work has no known end.
 */
export async function solveCaptcha(
  challenge: Pick<CaptchaChallenge, 'challenge' | 'bits'>,
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<CaptchaProof> {
  const encoder = new TextEncoder();
  const expectedTries = 2 ** challenge.bits;
  for (let start = 0; ; start += BATCH) {
    options.signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.challenge}:${(start + i).toString(36)}`)),
      ),
    );
    const hit = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= challenge.bits);
    if (hit >= 0) return { challenge: challenge.challenge, nonce: (start + hit).toString(36) };
    options.onProgress?.(1 - Math.exp(-(start + BATCH) / expectedTries));
  }
}
