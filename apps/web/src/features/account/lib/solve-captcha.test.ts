import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@biocloud/contracts';
import { solveCaptcha } from './solve-captcha';

const zeroBits = (challenge: string, nonce: string) =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest());

describe('solveCaptcha', () => {
  it('finds a nonce whose SHA-256 with the challenge has the zero bits asked, as the server checks it', async () => {
    const shares: number[] = [];
    const proof = await solveCaptcha({ challenge: 'abc.123.10.sig', bits: 10 }, { onProgress: (s) => shares.push(s) });
    expect(zeroBits(proof.challenge, proof.nonce)).toBeGreaterThanOrEqual(10);
    expect(shares.every((s, i) => s > 0 && s < 1 && (i === 0 || s > shares[i - 1]!))).toBe(true);
  });

  it('finds the same nonce without WebCrypto (a page on plain HTTP from another host)', async () => {
    const challenge = { challenge: 'def.456.12.sig', bits: 12 };
    const withWebCrypto = await solveCaptcha(challenge);
    const without = await solveCaptcha(challenge, { subtle: undefined });
    expect(without).toEqual(withWebCrypto);
    expect(zeroBits(without.challenge, without.nonce)).toBeGreaterThanOrEqual(12);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveCaptcha({ challenge: 'x', bits: 20 }, { signal: controller.signal })).rejects.toThrow();
  });
});
