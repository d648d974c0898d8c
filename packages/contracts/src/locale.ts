export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec: zh unless the browser language is English. */
export function localeFromBrowserLanguage(language: string | undefined | null): Locale {
  return language?.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

/**
 * Where an admin writes the locale into a configured address, e.g. `/{locale}/help`: the page's locale fills it.
 * Here, beside the locales and free of zod, so the console's shell (configured links) takes no schema with it.
 */
export const LOCALE_PLACEHOLDER = '{locale}';
