import { FIRST_VISIT_COOKIE, FIRST_VISIT_MAX_AGE_MS } from '@biocloud/contracts';
import { getCookie, setCookie } from '../shared/lib/cookies';

/** Spec 001 §9: the first-visit cookie is set once and lasts FIRST_VISIT_MAX_AGE_MS. */
export function ensureFirstVisitCookie(now = Date.now()): void {
  if (getCookie(FIRST_VISIT_COOKIE) !== undefined) return;
  setCookie(FIRST_VISIT_COOKIE, String(now), { maxAgeSeconds: FIRST_VISIT_MAX_AGE_MS / 1000 });
}
