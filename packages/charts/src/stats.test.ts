import { describe, expect, it } from 'vitest';
import { boxStats, mean, quantileSorted, sd, zScores } from './stats';

describe('summary statistics', () => {
  it("computes quantiles as R's quantile() does by default (type 7)", () => {
    const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // R: quantile(1:10) -> 1, 3.25, 5.5, 7.75, 10
    expect([0, 0.25, 0.5, 0.75, 1].map((p) => quantileSorted(x, p))).toEqual([1, 3.25, 5.5, 7.75, 10]);
  });

  it("draws Tukey's box: whiskers within 1.5 IQR, the rest outliers", () => {
    const stats = boxStats([100, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Q1 3.25, Q3 7.75, IQR 4.5: the upper fence is 14.5, so 100 is an outlier and the whisker stops at 9.
    expect(stats.box).toEqual([1, 3.25, 5.5, 7.75, 9]);
    expect(stats.outliers).toEqual([100]);
  });

  it('gives the sample standard deviation and z-scores', () => {
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
    expect(sd([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.13809, 5);
    expect(zScores([1, 2, 3])).toEqual([-1, 0, 1]);
    expect(zScores([4, 4])).toEqual([0, 0]);
  });
});
