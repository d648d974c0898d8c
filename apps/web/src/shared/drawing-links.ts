import { DRAW_TYPES, type DrawType } from '@biocloud/charts';
import type { Locale } from '@biocloud/contracts';
import { pathTo, type RouteName } from './config/paths';

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

/*
 * Where each drawing tool lives (spec 000 §2): its own page for the eight charts of the spec; venn, and any saved
 * drawing re-opened for editing, on detail/draw/:id (id: a draw type, or a drawing's id).
 */

export const DRAW_TYPE_ROUTES = {
  boxplot: 'software-tools-boxplot',
  columnarMap: 'software-tools-columnarMap',
  columnar: 'software-tools-columnar',
  pieChart: 'software-tools-pieChart',
  scatter: 'software-tools-scatter',
  area: 'software-tools-area',
  pointplot: 'software-tools-pointplot',
  heatmap: 'software-tools-heatmap',
  venn: 'software-tools-detail-draw',
} as const satisfies Record<DrawType, RouteName>;

export function isDrawType(value: string | undefined): value is DrawType {
  return (DRAW_TYPES as readonly string[]).includes(value ?? '');
}

/** heatmap/:id/:pid: the table file to open (0: none) and the folder the picker opens in (0: the private root). */
export const NO_FILE = '0';

/** The page of a drawing tool, optionally opened with a table file. */
export function drawToolPath(locale: Locale, drawType: DrawType, fileUuid?: string): string {
  if (drawType === 'venn') return pathTo(locale, 'software-tools-detail-draw', { id: 'venn' });
  if (drawType === 'heatmap') {
    return pathTo(locale, 'software-tools-heatmap', { id: fileUuid ?? NO_FILE, pid: NO_FILE });
  }
  const path = pathTo(locale, DRAW_TYPE_ROUTES[drawType]);
  return fileUuid ? `${path}?fileUuid=${encodeURIComponent(fileUuid)}` : path;
}
