import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, type CaptchaChallenge, type CaptchaProof } from '@biocloud/contracts';
import { AppError } from '../../../http/app-error';

/*
 * A proof-of-work captcha: the server hands out a signed, expiring challenge, the browser searches a nonce whose
 * SHA-256 with the challenge starts with `bits` zero bits (about 2^bits hashes, a second or two in a browser), and each
 * challenge buys one send. It keeps scripts from sending codes in bulk without a third-party service; the send limits
 * (codes.service.ts) do the rest. The challenge carries its own state, so issuing one writes nothing.
 */

export interface CaptchaOptions {
  /** Key of the challenges' signatures. */
  key: Buffer;
  bits: number;
  ttlSeconds: number;
  /** Records a challenge as spent; false if it already was. */
  spend: (challengeId: string, expiresAt: Date) => Promise<boolean>;
}

export function createCaptcha(options: CaptchaOptions) {
  const sign = (payload: string) => createHmac('sha256', options.key).update(payload).digest('base64url');

  return {
    /** `now` is a parameter so that tests can make a challenge that has already expired. */
    issue(now = new Date()): CaptchaChallenge {
      const expiresAt = new Date(now.getTime() + options.ttlSeconds * 1000);
      const payload = `${randomBytes(12).toString('base64url')}.${expiresAt.getTime()}.${options.bits}`;
      return { challenge: `${payload}.${sign(payload)}`, bits: options.bits, expiresAt: expiresAt.toISOString() };
    },

    /** Throws unless the proof solves a challenge of ours, still valid and never used before (then it is spent). */
    async check(proof: CaptchaProof | undefined): Promise<void> {
      if (!proof) throw new AppError('CAPTCHA_REQUIRED', 400);
      const parts = proof.challenge.split('.');
      if (parts.length !== 4) throw new AppError('CAPTCHA_INVALID', 400);
      const [id, expires, bits, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${expires}.${bits}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('CAPTCHA_INVALID', 400);
      }
      const expiresAt = new Date(Number(expires));
      if (!(expiresAt.getTime() > Date.now())) throw new AppError('CAPTCHA_EXPIRED', 400);
      const digest = createHash('sha256').update(`${proof.challenge}:${proof.nonce}`).digest();
      if (leadingZeroBits(digest) < Number(bits)) throw new AppError('CAPTCHA_INVALID', 400);
      if (!(await options.spend(id, expiresAt))) throw new AppError('CAPTCHA_USED', 400);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
