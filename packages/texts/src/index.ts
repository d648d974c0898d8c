import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type TextTree } from '@biocloud/contracts';
import type { TextBundles } from './text-bundles';

export type { TextBundles } from './text-bundles';
export { lookupText } from './lookup-text';

/**
 * The zh and en text catalogues: one JSON file per namespace in `<locale>/`, seeded into the database by the server
 * and bundled by the web as its fallback (`@biocloud/texts/bundled`).
 */
export const TEXTS_DIR = path.join(import.meta.dirname, '..');

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
