import type { Locale } from '@biocloud/contracts';
import { localeFromPath } from '../i18n/locale';
import { pathTo } from '../config/paths';

export function isLoginPath(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  return locale !== undefined && pathname.replace(/\/+$/, '') === pathTo(locale, 'user-login');
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
