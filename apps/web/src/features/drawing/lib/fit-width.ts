/** Below this the plot area of a figure with labels on both sides would vanish: the preview scrolls instead. */
export const MIN_PREVIEW_WIDTH = 360;

/**
 * The width the preview draws at: the figure's own width when it fits, else the container's (not below
 * MIN_PREVIEW_WIDTH). The chart options place titles, labels and the colour scale in pixels from the edges, so a
 * narrower canvas keeps all of them in view and only the plot area shrinks; the height stays as asked.
 */
export function fitWidth(asked: number, available: number | null): number {
  if (available === null || available <= 0) return asked;
  return Math.min(asked, Math.max(available, MIN_PREVIEW_WIDTH));
}
