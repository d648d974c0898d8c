import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed download links standing in for object storage while blobs are on the local disk: the token names a file
 * and an expiry, with an HMAC-SHA256 of both under the server's secret. Anyone holding the link may download until
 * it expires, as with an S3 pre-signed URL; changing any character makes it invalid.
 */

const TOKEN = /^([0-9a-f]{32})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export type SignedLinkCheck = { ok: true; fileUuid: string } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (secret: string, fileUuid: string, expires: number) =>
  createHmac('sha256', secret).update(`${fileUuid}.${expires}`).digest();

/** A token for the file until `expiresAt` (seconds are kept, milliseconds dropped). */
export function signFileLink(secret: string, fileUuid: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const compact = fileUuid.replaceAll('-', '').toLowerCase();
  return `${compact}.${expires.toString(36)}.${mac(secret, compact, expires).toString('base64url')}`;
}

export function verifyFileLink(secret: string, token: string, now = new Date()): SignedLinkCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, compact = '', expiresText = '', signature = ''] = match;
  const expires = parseInt(expiresText, 36);
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, compact, expires);
  // The signature first: a forged expiry is invalid, never merely expired.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const fileUuid = `${compact.slice(0, 8)}-${compact.slice(8, 12)}-${compact.slice(12, 16)}-${compact.slice(16, 20)}-${compact.slice(20)}`;
  return { ok: true, fileUuid };
}
