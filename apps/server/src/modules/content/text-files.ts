import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale, type TextTree } from '@biocloud/contracts';

/** The zh and en text bundles kept in the repo: one JSON file per namespace, seeded into the database. */
export const TEXTS_DIR = path.join(import.meta.dirname, 'texts');

export type TextBundles = Record<Locale, Record<string, TextTree>>;

export function readTextFiles(dir = TEXTS_DIR): TextBundles {
  const bundles = {} as TextBundles;
  for (const locale of LOCALES) {
    const folder = path.join(dir, locale);
    const namespaces: Record<string, TextTree> = {};
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      namespaces[path.basename(file, '.json')] = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as TextTree;
    }
    bundles[locale] = namespaces;
  }
  return bundles;
}

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
