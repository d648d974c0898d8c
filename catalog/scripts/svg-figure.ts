/**
 * The bits the catalog's SVG figures share: text escaping, rounded coordinates, a figure's frame, and "nice" axis
 * ticks. Figures are plain SVG (no script, no outside font or image), so the app report can inline them.
 */

export const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Coordinates to a tenth of a pixel: enough on screen, and a much smaller file. */
export const px = (n: number) => Math.round(n * 10) / 10;

export function svgDocument(width: number, height: number, style: string, parts: readonly string[]): string {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<style>text{font:11px sans-serif;fill:#222}${style}</style>${parts.join('')}</svg>\n`
  );
}

/** About `count` round tick values (1, 2 or 5 times a power of ten) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step) ticks.push(Number(t.toPrecision(12)));
  return ticks;
}
