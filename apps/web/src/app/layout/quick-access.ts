import { DRAW_TYPES } from '@biocloud/charts';
import type { Locale } from '@biocloud/contracts';
import { pathTo, routeTitleKey, type RouteName } from '../../shared/config/paths';
import { DRAW_TYPE_ROUTES, drawToolPath } from '../../shared/drawing-links';
import { namesInAllLocales } from '../../shared/i18n/bundled-names';
import { quickAccessRoutes } from './nav-items';
import type { QuickSearchCandidate } from './quick-search-options';

/** A page quick access can open: its path and the text keys of its names, the first one its label. */
export interface QuickAccessTarget {
  path: string;
  titleKeys: [string, ...string[]];
}

/**
 * Sections of a page quick access opens by what they hold (walkthrough L4: 密码 found nothing): the page scrolls to
 * the element of that id (useScrollToHash). Their names are `layout.search.sections.<id>`.
 */
const SECTION_TARGETS: readonly { route: RouteName; id: string }[] = [{ route: 'userinfo-edit', id: 'security' }];

/**
 * Every page quick access offers: the console pages without required params (nav-items), and each drawing tool,
 * whose page may take params (heatmap/:id/:pid, detail/draw/venn) and is also known by its chart's name.
 */
export function quickAccessTargets(locale: Locale): QuickAccessTarget[] {
  const byPath = new Map<string, string[]>();
  const add = (path: string, keys: string[]) => byPath.set(path, [...(byPath.get(path) ?? []), ...keys]);
  for (const def of quickAccessRoutes()) add(pathTo(locale, def.name), [routeTitleKey(def.name)]);
  for (const type of DRAW_TYPES) {
    const typeName = `drawing.types.${type}.name`;
    // Venn has no page of its own: its route's title names the generic drawing page.
    add(drawToolPath(locale, type), type === 'venn' ? [typeName] : [routeTitleKey(DRAW_TYPE_ROUTES[type]), typeName]);
  }
  for (const { route, id } of SECTION_TARGETS) add(`${pathTo(locale, route)}#${id}`, [`layout.search.sections.${id}`]);
  return [...byPath].map(([path, keys]) => {
    const [first = '', ...rest] = new Set(keys);
    return { path, titleKeys: [first, ...rest] };
  });
}

/**
 * The quick search's candidates: labelled in the page's locale (the live texts, which an admin may edit), found by
 * those and by the names of both locales in the repo's texts ("热图" on an en page, "heatmap" on a zh one).
 */
export function quickAccessCandidates(locale: Locale, translate: (key: string) => string): QuickSearchCandidate[] {
  return quickAccessTargets(locale).map(({ path, titleKeys }) => ({
    title: translate(titleKeys[0]),
    path,
    names: [...titleKeys.slice(1).map(translate), ...titleKeys.flatMap(namesInAllLocales)],
  }));
}
