import { DEFAULT_LOCALE, isLocale, localeFromBrowserLanguage, type Locale } from '@biocloud/contracts';

/** The locale segment of a path (`/en/dashboard` -> en), or undefined when the first segment is not a locale. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** Spec: the lang cookie when set, else zh unless the browser language is English. */
export function preferredLocale(langCookie: string | undefined, browserLanguage: string | undefined): Locale {
  return isLocale(langCookie) ? langCookie : localeFromBrowserLanguage(browserLanguage);
}

/** The same path in another locale: swaps the locale segment, or prefixes one when there is none. */
export function swapLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/');
  if (isLocale(segments[1])) {
    segments[1] = locale;
    return segments.join('/');
  }
  return `/${locale}${pathname === '/' ? '' : pathname}`;
}

/** The locale of the page being shown; requests carry it as the lang header. */
export function currentLocale(): Locale {
  return localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
}
