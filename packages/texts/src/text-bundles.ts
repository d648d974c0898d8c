import { LOCALES, type Locale, type TextTree } from '@biocloud/contracts';

/** Every namespace's text tree, per locale. */
export type TextBundles = Record<Locale, Record<string, TextTree>>;

/**
 * Groups `<locale>/<namespace>.json` entries by locale and namespace; other paths are ignored. Kept apart from the
 * globs (bundled*.ts) so a one-locale chunk does not pull in the module that globs both locales.
 */
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
