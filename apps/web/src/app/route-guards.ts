import { DEFAULT_LOCALE, type Locale } from '@biocloud/contracts';
import { localeFromPath, preferredLocale } from '../shared/i18n/locale';
import { isPublicPath, pathTo } from './paths';

/** Redirect rules of spec 000 §2, §6 and 001 §2, as pure functions of the URL and the login state. */

export interface UrlParts {
  pathname: string;
  search: string;
}

/** `/` goes to the dashboard in the preferred locale. */
export function rootRedirect(langCookie: string | undefined, browserLanguage: string | undefined): string {
  return pathTo(preferredLocale(langCookie, browserLanguage), 'dashboard');
}

function loginWithRedirect(locale: Locale, url: UrlParts): string {
  return `${pathTo(locale, 'user-login')}?${new URLSearchParams({ redirect: url.pathname + url.search }).toString()}`;
}

/** Without login, anything outside /:locale/user/ goes to user-login with the original path as `redirect`. */
export function loginRedirect(url: UrlParts, loggedIn: boolean): string | null {
  const locale = localeFromPath(url.pathname);
  if (!locale || loggedIn || isPublicPath(url.pathname)) return null;
  return loginWithRedirect(locale, url);
}

export function isLoginPath(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  return locale !== undefined && pathname.replace(/\/+$/, '') === pathTo(locale, 'user-login');
}

/** After a 401 or 403: back to login with the current path, unless already there. */
export function authFailureRedirect(url: UrlParts): string | null {
  if (isLoginPath(url.pathname)) return null;
  return loginWithRedirect(localeFromPath(url.pathname) ?? DEFAULT_LOCALE, url);
}

/**
 * Where to go after login: the `redirect` query when it is a path of this app (never another origin, never the
 * login page itself), else the dashboard.
 */
export function safeRedirectTarget(raw: string | null | undefined, locale: Locale): string {
  const fallback = pathTo(locale, 'dashboard');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  const pathname = raw.split(/[?#]/)[0] ?? '';
  if (!localeFromPath(pathname) || isLoginPath(pathname)) return fallback;
  return raw;
}
