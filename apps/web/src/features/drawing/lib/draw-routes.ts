import { DRAW_TYPES, type DrawType } from '@biocloud/charts';
import type { Locale } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../app/paths';

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

/** heatmap/:id/:pid: the table file to open (0: none) and the folder the picker opens in (0: the private root). */
export const NO_FILE = '0';

export function isDrawType(value: string | undefined): value is DrawType {
  return (DRAW_TYPES as readonly string[]).includes(value ?? '');
}

/** The draw type a route stands for; undefined for detail/draw/:id, which reads its id. */
export function drawTypeOfRoute(name: unknown): DrawType | undefined {
  return DRAW_TYPES.find((type) => type !== 'venn' && DRAW_TYPE_ROUTES[type] === name);
}

/** The page of a drawing tool, optionally opened with a table file. */
export function drawToolPath(locale: Locale, drawType: DrawType, fileUuid?: string): string {
  if (drawType === 'venn') return pathTo(locale, 'software-tools-detail-draw', { id: 'venn' });
  if (drawType === 'heatmap') {
    return pathTo(locale, 'software-tools-heatmap', { id: fileUuid ?? NO_FILE, pid: NO_FILE });
  }
  const path = pathTo(locale, DRAW_TYPE_ROUTES[drawType]);
  return fileUuid ? `${path}?fileUuid=${encodeURIComponent(fileUuid)}` : path;
}

/** A saved drawing, opened to change and draw again. */
export function savedDrawingPath(locale: Locale, drawingId: string): string {
  return pathTo(locale, 'software-tools-detail-draw', { id: drawingId });
}
