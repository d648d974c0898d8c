import { leadingZeroBits, type CaptchaChallenge, type CaptchaProof } from '@biocloud/contracts';
import { sha256 } from './sha256';

/** Hashes per await: one await per batch keeps the page responsive without a worker. */
const BATCH = 256;

type Digests = (inputs: Uint8Array[]) => Promise<Uint8Array[]>;

/** WebCrypto's SHA-256, all of a batch at once. */
const webCryptoDigests =
  (subtle: SubtleCrypto): Digests =>
  async (inputs) =>
    (await Promise.all(inputs.map((input) => subtle.digest('SHA-256', input as BufferSource)))).map(
      (digest) => new Uint8Array(digest),
    );

/** The plain-JavaScript SHA-256, yielding to the page after each batch (it runs on the main thread). */
const fallbackDigests: Digests = async (inputs) => {
  const digests = inputs.map(sha256);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return digests;
};

/**
 * Finds the nonce of a proof-of-work challenge (server: modules/account/codes/captcha.ts) with SHA-256: WebCrypto's
 * where the page has it (a secure context: HTTPS or localhost), else the plain-JavaScript one (a console served over
 * plain HTTP on another host). `onProgress` gets the chance that a search this long would have found it by now, a
 * share from 0 to 1 that never stalls, as the work has no known end.
 */
export async function solveCaptcha(
  challenge: Pick<CaptchaChallenge, 'challenge' | 'bits'>,
  options: {
    onProgress?: (share: number) => void;
    signal?: AbortSignal;
    /** WebCrypto to use; the page's own (undefined outside a secure context) unless given. */
    subtle?: SubtleCrypto | undefined;
  } = {},
): Promise<CaptchaProof> {
  const subtle = 'subtle' in options ? options.subtle : globalThis.crypto?.subtle;
  const digests = subtle ? webCryptoDigests(subtle) : fallbackDigests;
  const encoder = new TextEncoder();
  const expectedTries = 2 ** challenge.bits;
  for (let start = 0; ; start += BATCH) {
    options.signal?.throwIfAborted();
    const inputs = Array.from({ length: BATCH }, (_, i) =>
      encoder.encode(`${challenge.challenge}:${(start + i).toString(36)}`),
    );
    const hit = (await digests(inputs)).findIndex((digest) => leadingZeroBits(digest) >= challenge.bits);
    if (hit >= 0) return { challenge: challenge.challenge, nonce: (start + hit).toString(36) };
    options.onProgress?.(1 - Math.exp(-(start + BATCH) / expectedTries));
  }
}
