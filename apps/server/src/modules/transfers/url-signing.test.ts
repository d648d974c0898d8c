import { describe, expect, it } from 'vitest';
import { signFileLink, verifyFileLink } from './url-signing';

const secret = 'x'.repeat(64);
const fileUuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const at = (iso: string) => new Date(iso);

describe('signed file links', () => {
  const token = signFileLink(secret, fileUuid, at('2030-01-01T00:00:00Z'));

  it('names the file until the expiry', () => {
    expect(verifyFileLink(secret, token, at('2029-12-31T23:59:59Z'))).toEqual({ ok: true, fileUuid });
    expect(verifyFileLink(secret, token, at('2030-01-01T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is invalid under another secret, or with any part changed', () => {
    expect(verifyFileLink('y'.repeat(64), token, at('2029-01-01T00:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    const [file = '', expires = '', signature = ''] = token.split('.');
    const later = (parseInt(expires, 36) + 3600).toString(36);
    const otherFile = `${file.slice(0, -1)}${file.endsWith('0') ? '1' : '0'}`;
    const otherSignature = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${file}.${later}.${signature}`,
      `${otherFile}.${expires}.${signature}`,
      `${file}.${expires}.${otherSignature}`,
      `${file}.${expires}`,
      '',
      '../../etc/passwd',
      `${token}x`,
    ]) {
      expect(verifyFileLink(secret, forged, at('2029-01-01T00:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
