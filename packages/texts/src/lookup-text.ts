import type { Locale, TextTree } from '@biocloud/contracts';
import type { TextBundles } from './text-bundles';

/** Looks up a dotted key; `{{name}}` placeholders (i18next style) are filled from params. */
export function lookupText(
  bundles: TextBundles,
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string | undefined {
  let node: string | TextTree | undefined = bundles[locale];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m));
}
