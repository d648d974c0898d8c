import { describe, expect, it } from 'vitest';
import { readAccountLink, signAccountLink } from './account-link-signature';

const secret = 'k'.repeat(64);
const claims = {
  linkId: '7b0c1a52-3d6e-4f0a-9a43-0d5f1c2b3e4f',
  userId: '0e9f8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
  expiresAt: 1_900_000_000,
};

describe('account link signature', () => {
  it('reads back what it signed, for the same purpose only', () => {
    const link = signAccountLink(secret, 'resetPassword', claims);
    expect(link).toMatch(/^[\w-]+$/);
    expect(readAccountLink(secret, 'resetPassword', link)).toEqual(claims);
    expect(readAccountLink(secret, 'changeEmail', link)).toBeNull();
    expect(readAccountLink('o'.repeat(64), 'resetPassword', link)).toBeNull();
  });

  it('refuses a link whose claims were changed, or that is not one at all', () => {
    const link = signAccountLink(secret, 'resetPassword', claims);
    const params = new URLSearchParams(Buffer.from(link, 'base64url').toString());
    params.set('exp', String(claims.expiresAt + 3600));
    expect(readAccountLink(secret, 'resetPassword', Buffer.from(params.toString()).toString('base64url'))).toBeNull();
    expect(readAccountLink(secret, 'resetPassword', 'not-a-link')).toBeNull();
    expect(readAccountLink(secret, 'resetPassword', link.slice(0, -4))).toBeNull();
  });
});
