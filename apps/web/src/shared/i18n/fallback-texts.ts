import type { Locale, TextTree } from '@biocloud/contracts';

/**
 * The repo's copy of the texts (the same files the server seeds from), bundled so the app never shows raw keys
 * when the content call fails. One chunk per locale, fetched when needed (texts-loader.ts): both locales in the entry
 * chunk were a tenth of the login page's scripts (issue 13 item 8).
 */
const BUNDLED: Record<Locale, () => Promise<TextTree>> = {
  zh: () => import('./fallback-texts-zh').then((m) => m.ZH_TEXTS),
  en: () => import('./fallback-texts-en').then((m) => m.EN_TEXTS),
};

export const loadFallbackTexts = (locale: Locale): Promise<TextTree> => BUNDLED[locale]();
