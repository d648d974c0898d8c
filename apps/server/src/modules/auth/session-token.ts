import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only the sha256 of it is stored, so a database leak yields no usable session. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
