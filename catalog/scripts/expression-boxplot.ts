/**
 * The expression boxplot: one box per sample over all its rows (Tukey: quartiles, whiskers to the furthest value
 * within 1.5 IQR, points beyond), a shared value axis. Shows whether the samples' distributions are comparable.
 */
import type { Matrix } from './expression-heatmap.ts';
import { escapeXml, niceTicks, px, svgDocument } from './svg-figure.ts';

/** The q-quantile of sorted values, linearly interpolated (R's type 7). */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export interface BoxStats {
  q1: number;
  median: number;
  q3: number;
  low: number;
  high: number;
  outliers: number[];
}

export function boxStats(values: readonly number[]): BoxStats {
  const sorted = [...values].sort((a, b) => a - b);
  const [q1, median, q3] = [0.25, 0.5, 0.75].map((q) => quantile(sorted, q)) as [number, number, number];
  const reach = 1.5 * (q3 - q1);
  const inside = sorted.filter((v) => v >= q1 - reach && v <= q3 + reach);
  return {
    q1,
    median,
    q3,
    low: inside[0] ?? q1,
    high: inside[inside.length - 1] ?? q3,
    outliers: sorted.filter((v) => v < q1 - reach || v > q3 + reach),
  };
}

const PLOT_H = 260;
const BOX_W = 56;
const LEFT = 64;
const TOP = 36;
const BOTTOM = 90;

export function boxplotSvg(matrix: Matrix, title: string, axisLabel: string): string {
  const boxes = matrix.columns.map((_, c) => boxStats(matrix.values.map((row) => row[c]!)));
  const all = matrix.values.flat();
  const ticks = niceTicks(Math.min(0, ...all), Math.max(...all));
  const [min, max] = [Math.min(ticks[0]!, ...all), Math.max(ticks[ticks.length - 1]!, ...all)];
  const y = (v: number) => px(TOP + PLOT_H - ((v - min) / (max - min || 1)) * PLOT_H);
  const width = LEFT + matrix.columns.length * BOX_W + 24;
  const parts: string[] = [`<text class="title" x="${LEFT}" y="20">${escapeXml(title)}</text>`];
  parts.push(`<line x1="${LEFT}" y1="${TOP}" x2="${LEFT}" y2="${TOP + PLOT_H}"/>`);
  for (const tick of ticks) {
    parts.push(`<line x1="${LEFT - 4}" y1="${y(tick)}" x2="${LEFT}" y2="${y(tick)}"/>`);
    parts.push(`<text class="tick" x="${LEFT - 6}" y="${y(tick) + 4}">${tick}</text>`);
  }
  const axisY = TOP + PLOT_H / 2;
  parts.push(`<text class="axis" transform="translate(16,${axisY}) rotate(-90)">${escapeXml(axisLabel)}</text>`);
  boxes.forEach((box, i) => {
    const cx = LEFT + i * BOX_W + BOX_W / 2;
    const half = BOX_W * 0.3;
    parts.push(
      `<line x1="${cx}" y1="${y(box.low)}" x2="${cx}" y2="${y(box.q1)}"/>`,
      `<line x1="${cx}" y1="${y(box.q3)}" x2="${cx}" y2="${y(box.high)}"/>`,
      `<line x1="${cx - half / 2}" y1="${y(box.low)}" x2="${cx + half / 2}" y2="${y(box.low)}"/>`,
      `<line x1="${cx - half / 2}" y1="${y(box.high)}" x2="${cx + half / 2}" y2="${y(box.high)}"/>`,
      `<rect x="${cx - half}" y="${y(box.q3)}" width="${half * 2}" height="${px(y(box.q1) - y(box.q3))}"/>`,
      `<line class="median" x1="${cx - half}" y1="${y(box.median)}" x2="${cx + half}" y2="${y(box.median)}"/>`,
      ...box.outliers.map((v) => `<circle cx="${cx}" cy="${y(v)}" r="2.5"/>`),
      `<text transform="translate(${cx - 4},${TOP + PLOT_H + 12}) rotate(45)">${escapeXml(matrix.columns[i]!)}</text>`,
    );
  });
  const style =
    'line{stroke:#333;stroke-width:1}rect{fill:#9ecae1;stroke:#333}.median{stroke-width:2}' +
    'circle{fill:none;stroke:#333}.tick{text-anchor:end}.axis{text-anchor:middle}.title{font-size:13px;font-weight:bold}';
  return svgDocument(width, TOP + PLOT_H + BOTTOM, style, parts);
}
