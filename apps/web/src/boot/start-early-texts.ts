/*
 * The boot script's work, with no import from the app (see shared/i18n/early-texts.ts for why): the names below are
 * the app's own, copied, and early-texts.test.ts checks each against its source.
 */
export const BOOT_LOCALES = ['zh', 'en'] as const;
/** CONTENT_VERSION of @biocloud/contracts, set by vite.config.ts (define). */
declare const __CONTENT_VERSION__: string;
export const BOOT_CONTENT_VERSION = typeof __CONTENT_VERSION__ === 'string' ? __CONTENT_VERSION__ : '';
export const BOOT_LANG_HEADER = 'lang';
export const BOOT_FETCH_TIMEOUT_MS = 8000;

type Locale = (typeof BOOT_LOCALES)[number];
interface Storage {
  getItem(key: string): string | null;
}

export const bootCacheKey = (locale: string) => `biocloud.texts.${locale}.${BOOT_CONTENT_VERSION}`;
export const bootTextsUrl = (locale: string) =>
  `/api/v1/content/${locale}?version=${encodeURIComponent(BOOT_CONTENT_VERSION)}`;

/** The texts of the URL's locale, asked at once when no copy is cached (a first visit), left on the global slot. */
export function startEarlyTexts(
  pathname: string,
  storage: Storage | undefined,
  holder: Record<symbol, unknown> = globalThis,
  fetchImpl: typeof fetch = fetch,
): void {
  const locale = pathname.split('/')[1] as Locale;
  if (!BOOT_LOCALES.includes(locale)) return;
  try {
    if (storage?.getItem(bootCacheKey(locale))) return;
  } catch {
    // Unreadable storage: the app will not find a copy either.
  }
  const texts = fetchImpl(bootTextsUrl(locale), {
    headers: { accept: 'application/json', [BOOT_LANG_HEADER]: locale },
    signal: AbortSignal.timeout(BOOT_FETCH_TIMEOUT_MS),
  }).then((response) => {
    if (!response.ok) throw new Error(`texts: ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  // Taken by the texts loader, or by nobody: an unread failure must not show as an unhandled rejection.
  texts.catch(() => undefined);
  holder[Symbol.for('biocloud.earlyTexts')] = { locale, texts };
}
