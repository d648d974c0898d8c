import type { Locale, TextTree } from '@biocloud/contracts';
import enDrawing from '@biocloud/texts/en/drawing.json';
import enLayout from '@biocloud/texts/en/layout.json';
import enRoutes from '@biocloud/texts/en/routes.json';
import zhDrawing from '@biocloud/texts/zh/drawing.json';
import zhLayout from '@biocloud/texts/zh/layout.json';
import zhRoutes from '@biocloud/texts/zh/routes.json';

/*
 * Page and tool names of both locales from the repo's texts, so a search finds a page by its zh or en name whatever
 * the page's locale (the translator holds the shown locale only). Only the namespaces of names: imported by lazy pages.
 */
const NAMES: Record<Locale, TextTree> = {
  zh: { routes: zhRoutes, drawing: zhDrawing, layout: zhLayout },
  en: { routes: enRoutes, drawing: enDrawing, layout: enLayout },
};

function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The texts of a `routes.`, `drawing.` or `layout.` key in every locale (a missing one left out). */
export function namesInAllLocales(key: string): string[] {
  return Object.values(NAMES).flatMap((tree) => lookup(tree, key) ?? []);
}
