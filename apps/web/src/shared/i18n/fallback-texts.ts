import { LOCALES, type Locale, type TextTree } from '@biocloud/contracts';

/**
 * The repo's copy of the texts (the same files the server seeds from), bundled so the app never shows raw keys
 * when the content call fails.
 */
const files = import.meta.glob<TextTree>('../../../../server/src/modules/content/texts/*/*.json', {
  eager: true,
  import: 'default',
});

export function bundleTexts(entries: Record<string, TextTree>): Record<Locale, TextTree> {
  const bundles = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, Record<string, TextTree>>;
  for (const [file, texts] of Object.entries(entries)) {
    const match = /\/texts\/(\w+)\/([\w-]+)\.json$/.exec(file);
    const locale = match?.[1];
    const namespace = match?.[2];
    if (!namespace || !LOCALES.includes(locale as Locale)) continue;
    bundles[locale as Locale][namespace] = texts;
  }
  return bundles;
}

export const FALLBACK_TEXTS: Record<Locale, TextTree> = bundleTexts(files);
