import type { Locale, TextTree } from '@biocloud/contracts';

/**
 * Walkthrough L8: on a first visit the page stayed blank while the texts were fetched, a request the app made only
 * once its scripts had loaded and run (seconds on a busy machine): a second round trip after them. The boot script
 * (src/boot.ts, run before the app's scripts) starts it at once when no copy is cached; the texts loader takes its
 * answer here instead of asking again.
 *
 * The request sits on a global slot: the boot script is a chunk of its own that shares no module with the app (a
 * shared module would cost both chunks the bundler's module registry, kilobytes on every first load).
 */
export const EARLY_TEXTS_SLOT = Symbol.for('biocloud.earlyTexts');

export interface EarlyTexts {
  locale: Locale;
  texts: Promise<TextTree>;
}
export type EarlyTextsHolder = { [EARLY_TEXTS_SLOT]?: EarlyTexts };

/** The early request of this locale, once: later loads and refreshes ask the server again. */
export function takeEarlyTexts(
  locale: Locale,
  holder: EarlyTextsHolder = globalThis as EarlyTextsHolder,
): Promise<TextTree> | undefined {
  const early = holder[EARLY_TEXTS_SLOT];
  if (early?.locale !== locale) return undefined;
  delete holder[EARLY_TEXTS_SLOT];
  return early.texts;
}
