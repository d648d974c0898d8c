/// <reference types="vite/client" />
import { LOCALES, type Locale, type TextTree } from '@biocloud/contracts';
import type { TextBundles } from './text-bundles';

export type { TextBundles } from './text-bundles';

/** The catalogue files as the web bundles them (Vite resolves the glob at build time), keyed by their path. */
export const TEXT_FILES = import.meta.glob<TextTree>('../*/*.json', { eager: true, import: 'default' });

/** Groups `<locale>/<namespace>.json` entries by locale and namespace; other paths are ignored. */
export function bundleTexts(entries: Record<string, TextTree>): TextBundles {
  const bundles = Object.fromEntries(LOCALES.map((l) => [l, {}])) as TextBundles;
  for (const [file, texts] of Object.entries(entries)) {
    const match = /\/(\w+)\/([\w-]+)\.json$/.exec(file);
    const locale = match?.[1];
    const namespace = match?.[2];
    if (!namespace || !LOCALES.includes(locale as Locale)) continue;
    bundles[locale as Locale][namespace] = texts;
  }
  return bundles;
}

export const BUNDLED_TEXTS: TextBundles = bundleTexts(TEXT_FILES);
