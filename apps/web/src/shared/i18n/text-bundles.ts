import { LOCALES, type Locale, type TextTree } from '@biocloud/contracts';

/** Groups the text files `.../texts/<locale>/<namespace>.json` by locale, then namespace; other paths are ignored. */
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
