import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountLinkPurpose } from '@biocloud/contracts';

/** What a link says: which link row, for which account, until when (seconds since the epoch). */
export interface AccountLinkClaims {
  linkId: string;
  userId: string;
  expiresAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The ckey: an HMAC over the purpose and the claims, so a link of one purpose never works for another and no part
 * of it can be changed (a later expiry, another account) without the server's key.
 */
function ckey(secret: string, purpose: AccountLinkPurpose, c: AccountLinkClaims): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${c.linkId}\n${c.userId}\n${c.expiresAt}`).digest();
}

/** The link's one path segment: its verification parameters and ckey as a query string, base64url-encoded. */
export function signAccountLink(secret: string, purpose: AccountLinkPurpose, claims: AccountLinkClaims): string {
  const params = new URLSearchParams({
    lid: claims.linkId,
    uid: claims.userId,
    exp: String(claims.expiresAt),
    ckey: ckey(secret, purpose, claims).toString('base64url'),
  });
  return Buffer.from(params.toString()).toString('base64url');
}

/** The claims of a link signed for `purpose`, or null when it is malformed or its ckey does not match (tampered). */
export function readAccountLink(
  secret: string,
  purpose: AccountLinkPurpose,
  querystring: string,
): AccountLinkClaims | null {
  const params = new URLSearchParams(Buffer.from(querystring, 'base64url').toString('utf8'));
  const linkId = params.get('lid') ?? '';
  const userId = params.get('uid') ?? '';
  const exp = params.get('exp') ?? '';
  const given = Buffer.from(params.get('ckey') ?? '', 'base64url');
  if (!UUID.test(linkId) || !UUID.test(userId) || !/^\d{1,12}$/.test(exp)) return null;
  const claims = { linkId, userId, expiresAt: Number(exp) };
  const expected = ckey(secret, purpose, claims);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
}
