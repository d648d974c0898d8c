import type { Locale } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { safeRedirectTarget } from '../../../shared/lib/redirect-target';

/** loading?live: the page asks for the live broadcast's address and goes there. */
export const LIVE_PARAM = 'live';
/** loading?redirect=<path of this app>: the page goes on there. */
export const REDIRECT_PARAM = 'redirect';

export type LoadingTarget = { kind: 'live' } | { kind: 'page'; path: string } | { kind: 'none' };

/** What the loading page was opened for; a redirect only ever leads to a page of this app (redirect-target.ts). */
export function loadingTarget(params: URLSearchParams, locale: Locale): LoadingTarget {
  if (params.has(LIVE_PARAM)) return { kind: 'live' };
  const redirect = params.get(REDIRECT_PARAM);
  if (redirect) return { kind: 'page', path: safeRedirectTarget(redirect, locale) };
  return { kind: 'none' };
}

/** The loading page that leads to the live broadcast. */
export function liveJumpPath(locale: Locale): string {
  return `${pathTo(locale, 'loading')}?${LIVE_PARAM}`;
}
