import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('hex');
const encoder = new TextEncoder();

describe('sha256 (the captcha fallback without WebCrypto)', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(hex(sha256(encoder.encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it("equals WebCrypto's digest on the same inputs, across block boundaries and non-ASCII text", async () => {
    const inputs = [
      ...Array.from({ length: 140 }, (_, n) => 'x'.repeat(n)),
      'abc.1735689600.18.c2lnbmF0dXJl:zz9',
      '验证码:密码🔑',
    ].map((s) => encoder.encode(s));
    inputs.push(Uint8Array.from({ length: 1000 }, (_, i) => (i * 37) & 0xff));
    for (const input of inputs) {
      expect(hex(sha256(input))).toBe(hex(await webcrypto.subtle.digest('SHA-256', input)));
    }
  });
});
