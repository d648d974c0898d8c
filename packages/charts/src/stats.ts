/* Summary statistics of the charts, by the definitions R uses by default, so figures match what users compute. */

/** The p-quantile of sorted values by linear interpolation (R's type 7, numpy's default). */
export function quantileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const low = sorted[lo] ?? Number.NaN;
  const high = sorted[Math.min(lo + 1, sorted.length - 1)] ?? low;
  return low + (h - lo) * (high - low);
}

export interface BoxStats {
  /** [lower whisker, Q1, median, Q3, upper whisker], the order of an ECharts boxplot item. */
  box: [number, number, number, number, number];
  outliers: number[];
}

/** Tukey's box: whiskers reach the furthest values within 1.5 IQR of the box; values beyond are outliers. */
export const WHISKER_IQR = 1.5;

export function boxStats(values: readonly number[]): BoxStats {
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantileSorted(sorted, 0.25);
  const median = quantileSorted(sorted, 0.5);
  const q3 = quantileSorted(sorted, 0.75);
  const reach = WHISKER_IQR * (q3 - q1);
  const inside = sorted.filter((v) => v >= q1 - reach && v <= q3 + reach);
  return {
    box: [inside[0] ?? q1, q1, median, q3, inside[inside.length - 1] ?? q3],
    outliers: sorted.filter((v) => v < q1 - reach || v > q3 + reach),
  };
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Sample standard deviation (n - 1), 0 for a single value. */
export function sd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/** Z-scores of a row or column; a constant vector becomes zeros rather than NaN. */
export function zScores(values: readonly number[]): number[] {
  const m = mean(values);
  const s = sd(values);
  return values.map((v) => (s === 0 ? 0 : (v - m) / s));
}
