import { ChartInputError } from './chart-error';

/*
 * Hierarchical clustering of heatmap rows and columns: average linkage (UPGMA) on Euclidean distance, the default of
 * most heatmap tools (pheatmap uses complete, seaborn average). The nearest-neighbour chain algorithm finds the same
 * merges as the textbook O(n^3) loop in O(n^2) time, which keeps a 500-row heatmap well under the rendering cost.
 * Merges are then numbered as scipy's `linkage` numbers them (by height; new cluster n + k), and the leaf order
 * follows scipy's `leaves_list` (smaller cluster id first), so results can be checked against scipy.
 */

export interface Merge {
  /** Cluster ids: 0..n-1 are the leaves, n + k the cluster made by merge k. The smaller id comes first. */
  left: number;
  right: number;
  height: number;
  size: number;
}

export interface Dendrogram {
  merges: Merge[];
  /** Leaf indices from left to right. */
  order: number[];
}

/** Rows beyond this are refused for clustering: the distance matrix grows with the square. */
export const MAX_CLUSTER_ITEMS = 3000;

function euclideanMatrix(vectors: readonly (readonly number[])[]): Float64Array {
  const n = vectors.length;
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    const a = vectors[i] ?? [];
    for (let j = i + 1; j < n; j += 1) {
      const b = vectors[j] ?? [];
      let sum = 0;
      for (let k = 0; k < a.length; k += 1) {
        const diff = (a[k] ?? 0) - (b[k] ?? 0);
        sum += diff * diff;
      }
      const dist = Math.sqrt(sum);
      d[i * n + j] = dist;
      d[j * n + i] = dist;
    }
  }
  return d;
}

interface RawMerge {
  a: number;
  b: number;
  height: number;
}

/** Average-linkage merges by the nearest-neighbour chain; a and b are leaf representatives (slots) of the clusters. */
function nnChain(d: Float64Array, n: number): RawMerge[] {
  const size = new Array<number>(n).fill(1);
  const active = new Uint8Array(n).fill(1);
  const merges: RawMerge[] = [];
  const chain: number[] = [];
  while (merges.length < n - 1) {
    if (chain.length === 0) chain.push(active.indexOf(1));
    const a = chain[chain.length - 1]!;
    const previous = chain.length >= 2 ? chain[chain.length - 2]! : -1;
    // Ties go to the previous chain element, which guarantees the chain ends in a reciprocal pair.
    let b = previous;
    let best = previous >= 0 ? d[a * n + previous]! : Infinity;
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === a) continue;
      const dist = d[a * n + k]!;
      if (dist < best) {
        best = dist;
        b = k;
      }
    }
    if (b !== previous) {
      chain.push(b);
      continue;
    }
    chain.length -= 2;
    merges.push({ a, b, height: best });
    // The merged cluster lives in slot b; Lance-Williams update for average linkage.
    const na = size[a]!;
    const nb = size[b]!;
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === a || k === b) continue;
      const dist = (na * d[a * n + k]! + nb * d[b * n + k]!) / (na + nb);
      d[b * n + k] = dist;
      d[k * n + b] = dist;
    }
    size[b] = na + nb;
    active[a] = 0;
  }
  return merges;
}

export function averageLinkage(vectors: readonly (readonly number[])[]): Dendrogram {
  const n = vectors.length;
  if (n > MAX_CLUSTER_ITEMS) throw new ChartInputError('DRAWING_TOO_MANY_ROWS', { limit: MAX_CLUSTER_ITEMS });
  if (n === 0) return { merges: [], order: [] };
  const raw = nnChain(euclideanMatrix(vectors), n);
  /*
   * Numbered by height as scipy does. Average linkage never merges below a child's height, and the sort is stable,
   * so every merge still comes after the merges that made its two clusters: following slots in this order works
   * (slot a dies at its merge, slot b carries the merged cluster on).
   */
  raw.sort((x, y) => x.height - y.height);
  const clusterOfSlot = Array.from({ length: n }, (_, i) => i);
  const sizes = new Map<number, number>();
  const merges = raw.map(({ a, b, height }, k) => {
    const ca = clusterOfSlot[a]!;
    const cb = clusterOfSlot[b]!;
    const size = (sizes.get(ca) ?? 1) + (sizes.get(cb) ?? 1);
    const id = n + k;
    sizes.set(id, size);
    clusterOfSlot[b] = id;
    return { left: Math.min(ca, cb), right: Math.max(ca, cb), height, size };
  });
  return { merges, order: leafOrder(merges, n) };
}

function leafOrder(merges: readonly Merge[], n: number): number[] {
  if (n === 1) return [0];
  const order: number[] = [];
  const stack = [n + merges.length - 1];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id < n) {
      order.push(id);
      continue;
    }
    const merge = merges[id - n]!;
    stack.push(merge.right, merge.left);
  }
  return order;
}
