import { describe, expect, it } from 'vitest';
import { averageLinkage, MAX_CLUSTER_ITEMS } from './cluster';

describe('average-linkage clustering', () => {
  it('merges five points on a line as worked out by hand (and by scipy)', () => {
    const tree = averageLinkage([[0], [10], [1.5], [11], [5]]);
    // {10, 11} at 1, {0, 1.5} at 1.5, 5 joins {0, 1.5} at (5 + 3.5) / 2, the rest at the mean of six distances.
    expect(tree.merges.map((m) => [m.left, m.right, m.size])).toEqual([
      [1, 3, 2],
      [0, 2, 2],
      [4, 6, 3],
      [5, 7, 5],
    ]);
    expect(tree.merges.map((m) => m.height)).toEqual([1, 1.5, 4.25, 50 / 6]);
    expect(tree.order).toEqual([1, 3, 4, 0, 2]);
  });

  it("matches scipy's linkage(X, 'average') and leaves_list on a 12 x 4 matrix", () => {
    // Made with numpy (seed 7) and checked with scipy 1.17: linkage ids, heights and leaf order.
    const matrix = [
      [0.0, 0.9, -0.8, -2.7],
      [-1.4, -3.0, 0.2, 4.0],
      [-1.5, -1.9, 1.5, 1.1],
      [0.3, -2.8, -0.1, 2.1],
      [-4.0, -1.4, -5.7, -3.9],
      [-5.5, -0.7, -3.8, 0.8],
      [0.5, -0.6, -7.6, -1.6],
      [-0.1, 0.3, -4.6, -1.4],
      [-2.9, -2.4, 3.2, -2.4],
      [-0.1, 2.7, -1.8, -0.3],
      [0.3, 0.2, -3.7, 0.2],
      [4.1, -4.6, 2.6, 0.4],
    ];
    const tree = averageLinkage(matrix);
    expect(tree.merges.map((m) => [m.left, m.right])).toEqual([
      [7, 10],
      [1, 3],
      [2, 13],
      [0, 9],
      [6, 12],
      [15, 16],
      [4, 5],
      [8, 14],
      [17, 18],
      [11, 19],
      [20, 21],
    ]);
    const heights = [1.881489, 2.574879, 3.061572, 3.163858, 3.784547, 4.863149, 5.332917, 5.953668, 6.507635];
    heights.forEach((h, k) => expect(tree.merges[k]!.height).toBeCloseTo(h, 5));
    expect(tree.order).toEqual([0, 9, 6, 7, 10, 4, 5, 11, 8, 2, 1, 3]);
  });

  it('handles one item and refuses more items than the distance matrix may hold', () => {
    expect(averageLinkage([[3, 4]])).toEqual({ merges: [], order: [0] });
    const tooMany = Array.from({ length: MAX_CLUSTER_ITEMS + 1 }, () => [0]);
    expect(() => averageLinkage(tooMany)).toThrow(expect.objectContaining({ code: 'DRAWING_TOO_MANY_ROWS' }));
  });
});
