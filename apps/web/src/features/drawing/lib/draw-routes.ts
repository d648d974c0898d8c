import { DRAW_TYPES, type DrawType } from '@biocloud/charts';
import type { Locale } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { DRAW_TYPE_ROUTES } from '../../../shared/drawing-links';

// The pages' paths are shared: a job's result rows open them too (shared/drawing-links.ts).
export { DRAW_TYPE_ROUTES, NO_FILE, drawToolPath, isDrawType } from '../../../shared/drawing-links';

/* Which drawing tool a route is, and where a saved drawing is re-opened (detail/draw/:id with its id). */

/** The draw type a route stands for; undefined for detail/draw/:id, which reads its id. */
export function drawTypeOfRoute(name: unknown): DrawType | undefined {
  return DRAW_TYPES.find((type) => type !== 'venn' && DRAW_TYPE_ROUTES[type] === name);
}

/** A saved drawing, opened to change and draw again. */
export function savedDrawingPath(locale: Locale, drawingId: string): string {
  return pathTo(locale, 'software-tools-detail-draw', { id: drawingId });
}
