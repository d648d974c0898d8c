import type { Locale } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../app/paths';

/*
 * The drawing pages a table file can be opened in (spec 000 §2, §3: a result row's drawing-tool picker). They read
 * `?fileUuid=` and load the table; the heatmap page takes ids of its own and venn several files, so neither is here.
 */

export const TABLE_DRAWING_ROUTES = [
  'software-tools-boxplot',
  'software-tools-columnar',
  'software-tools-columnarMap',
  'software-tools-pieChart',
  'software-tools-scatter',
  'software-tools-area',
  'software-tools-pointplot',
] as const satisfies readonly RouteName[];
export type TableDrawingRoute = (typeof TABLE_DRAWING_ROUTES)[number];

/** File types the drawing pages read: tables (tsv, csv; see contracts' fileTypeFromName). */
const DRAWABLE_TYPES: readonly string[] = ['xls_txt'];

export function isDrawableType(fileType: string): boolean {
  return DRAWABLE_TYPES.includes(fileType);
}

export function tableDrawingHref(locale: Locale, route: TableDrawingRoute, fileUuid: string): string {
  return `${pathTo(locale, route)}?${new URLSearchParams({ fileUuid }).toString()}`;
}
