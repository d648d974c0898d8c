import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@biocloud/contracts';

/*
 * An invitation's token: its row id and an HMAC of it under the server's key. Nothing secret is stored, so a copy of
 * the table gives no working link, while staff can copy an invitation's link again from the list at any time.
 */

const SIGNATURE_BYTES = 18;

function signature(key: Buffer, id: string): Buffer {
  return createHmac('sha256', key).update(`invitation\n${id}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function invitationToken(key: Buffer, id: string): string {
  return `${id}.${signature(key, id).toString('base64url')}`;
}

/** The invitation id a token names, or null when it is malformed or not signed by us. */
export function readInvitationToken(key: Buffer, token: string): string | null {
  const [id, given, ...rest] = token.trim().split('.');
  if (rest.length > 0 || !id || !given || !isUuid(id)) return null;
  // Compared as text: decoding would let trailing characters through (base64url drops incomplete bits).
  const expected = Buffer.from(signature(key, id).toString('base64url'));
  const provided = Buffer.from(given);
  return provided.length === expected.length && timingSafeEqual(provided, expected) ? id : null;
}
