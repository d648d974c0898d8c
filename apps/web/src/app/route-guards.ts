import { DEFAULT_LOCALE, type Locale } from '@biocloud/contracts';
import { localeFromPath, preferredLocale } from '../shared/i18n/locale';
import { isPublicPath, pathTo } from '../shared/config/paths';
import { isLoginPath } from '../shared/lib/redirect-target';

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

/** After a 401 or 403: back to login with the current path, unless already there. */
export function authFailureRedirect(url: UrlParts): string | null {
  if (isLoginPath(url.pathname)) return null;
  return loginWithRedirect(localeFromPath(url.pathname) ?? DEFAULT_LOCALE, url);
}
