import type { Locale, TextTree } from '@biocloud/contracts';
import type { TextBundles } from './text-bundles';

/**
 * Looks up a dotted key; `{{name}}` placeholders (i18next style) are filled from params. A numeric `count` picks the
 * plural form as i18next does: `<key>_<CLDR category>` (e.g. `_one`) when the catalogue has it, else `<key>`.
 */
export function lookupText(
  bundles: TextBundles,
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string | undefined {
  const plural =
    typeof params.count === 'number'
      ? findText(bundles, locale, `${key}_${pluralRules(locale).select(params.count)}`)
      : undefined;
  const text = plural ?? findText(bundles, locale, key);
  return text?.replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m));
}

const PLURAL_RULES = new Map<Locale, Intl.PluralRules>();
function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = PLURAL_RULES.get(locale);
  if (!rules) PLURAL_RULES.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function findText(bundles: TextBundles, locale: Locale, key: string): string | undefined {
  let node: string | TextTree | undefined = bundles[locale];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
