import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@biocloud/contracts';
import { solveCaptcha } from './solve-captcha';

describe('solveCaptcha', () => {
  it('finds a nonce whose SHA-256 with the challenge has the zero bits asked, as the server checks it', async () => {
    const shares: number[] = [];
    const proof = await solveCaptcha({ challenge: 'abc.123.10.sig', bits: 10 }, { onProgress: (s) => shares.push(s) });
    const digest = createHash('sha256').update(`${proof.challenge}:${proof.nonce}`).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(shares.every((s, i) => s > 0 && s < 1 && (i === 0 || s > shares[i - 1]!))).toBe(true);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveCaptcha({ challenge: 'x', bits: 20 }, { signal: controller.signal })).rejects.toThrow();
  });
});
