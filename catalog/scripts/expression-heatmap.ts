/**
 * The expression heatmap: the most variable rows of a table, each row scaled to z-scores (so a gene's pattern across
 * samples shows whatever its level), rows and columns ordered by average-linkage hierarchical clustering (Euclidean)
 * with their dendrograms, a blue-white-red scale.
 */
import { escapeXml, px, svgDocument } from './svg-figure.ts';

export interface Matrix {
  rows: string[];
  columns: string[];
  /** values[row][column] */
  values: number[][];
}

interface Node {
  /** Leaf index, for a leaf. */
  leaf?: number;
  children?: [Node, Node];
  height: number;
  size: number;
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0));

/** Average linkage, merging the closest pair each round (O(n^3): meant for the few hundred rows a heatmap shows). */
export function cluster(vectors: readonly number[][]): Node {
  let nodes: Node[] = vectors.map((_, leaf) => ({ leaf, height: 0, size: 1 }));
  // Pairwise distances between the current clusters, kept up to date with the Lance-Williams update.
  let d = vectors.map((a) => vectors.map((b) => distance(a, b)));
  while (nodes.length > 1) {
    let best = [0, 1];
    for (let i = 0; i < nodes.length; i += 1) {
      for (let j = i + 1; j < nodes.length; j += 1) if (d[i]![j]! < d[best[0]!]![best[1]!]!) best = [i, j];
    }
    const [i, j] = best as [number, number];
    const [a, b] = [nodes[i]!, nodes[j]!];
    const merged: Node = { children: [a, b], height: d[i]![j]!, size: a.size + b.size };
    const keep = nodes.map((_, k) => k).filter((k) => k !== i && k !== j);
    const toMerged = keep.map((k) => (d[i]![k]! * a.size + d[j]![k]! * b.size) / merged.size);
    d = [...keep.map((k, row) => [...keep.map((l) => d[k]![l]!), toMerged[row]!]), [...toMerged, 0]];
    nodes = [...keep.map((k) => nodes[k]!), merged];
  }
  return nodes[0]!;
}

export function leafOrder(node: Node): number[] {
  return node.children ? node.children.flatMap(leafOrder) : [node.leaf!];
}

/** Elbow segments of a dendrogram as [position, depth] pairs: position along the leaves, depth 0 at the leaves. */
function dendrogram(root: Node, place: (leaf: number) => number): [number, number, number, number][] {
  const segments: [number, number, number, number][] = [];
  const walk = (node: Node): number => {
    if (!node.children) return place(node.leaf!);
    const [a, b] = node.children.map((c) => [walk(c), c.height] as const) as [[number, number], [number, number]];
    segments.push(
      [a[0], a[1], a[0], node.height],
      [b[0], b[1], b[0], node.height],
      [a[0], node.height, b[0], node.height],
    );
    return (a[0] + b[0]) / 2;
  };
  walk(root);
  return segments;
}

function zScores(row: readonly number[]): number[] {
  const mean = row.reduce((a, b) => a + b, 0) / row.length;
  const sd = Math.sqrt(row.reduce((a, v) => a + (v - mean) ** 2, 0) / row.length);
  return row.map((v) => (sd > 0 ? (v - mean) / sd : 0));
}

/** Blue (-2) through white (0) to red (+2). */
function colour(z: number): string {
  const t = Math.max(-1, Math.min(1, z / 2));
  const [from, to] =
    t < 0
      ? [
          [247, 247, 247],
          [33, 102, 172],
        ]
      : [
          [247, 247, 247],
          [178, 24, 43],
        ];
  const mix = from.map((f, i) => Math.round(f + (to[i]! - f) * Math.abs(t)));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const CELL_W = 36;
const CELL_H = 16;
const TREE = 70;
const MARGIN = 16;
const LABELS = 120;

/** The heatmap of the `top` rows with the largest variance. */
export function heatmapSvg(matrix: Matrix, top: number, title: string): string {
  const variance = (row: readonly number[]) => {
    const mean = row.reduce((a, b) => a + b, 0) / row.length;
    return row.reduce((a, v) => a + (v - mean) ** 2, 0) / row.length;
  };
  const spread = matrix.values.map(variance);
  // Stable sort: equal variances keep the table's order, so the figure is the same on every run.
  const picked = matrix.rows
    .map((_, i) => i)
    .sort((a, b) => spread[b]! - spread[a]!)
    .slice(0, top);
  const z = picked.map((i) => zScores(matrix.values[i]!));
  const rowTree = cluster(z);
  const colTree = cluster(matrix.columns.map((_, c) => z.map((row) => row[c]!)));
  const rowOrder = leafOrder(rowTree);
  const colOrder = leafOrder(colTree);

  const left = MARGIN + TREE;
  const topY = MARGIN + 34 + TREE;
  const width = left + matrix.columns.length * CELL_W + LABELS + MARGIN;
  const height = topY + picked.length * CELL_H + LABELS / 2 + 40;
  const parts: string[] = [`<text class="title" x="${MARGIN}" y="${MARGIN + 6}">${escapeXml(title)}</text>`];
  rowOrder.forEach((r, y) => {
    colOrder.forEach((c, x) => {
      const cell = `x="${left + x * CELL_W}" y="${topY + y * CELL_H}" width="${CELL_W}" height="${CELL_H}"`;
      parts.push(`<rect ${cell} fill="${colour(z[r]![c]!)}"/>`);
    });
    const name = matrix.rows[picked[r]!]!;
    const labelX = left + matrix.columns.length * CELL_W + 4;
    parts.push(`<text x="${labelX}" y="${topY + y * CELL_H + CELL_H - 4}">${escapeXml(name)}</text>`);
  });
  colOrder.forEach((c, x) => {
    const cx = left + x * CELL_W + CELL_W / 2;
    const cy = topY + picked.length * CELL_H + 6;
    parts.push(`<text transform="translate(${cx},${cy}) rotate(45)">${escapeXml(matrix.columns[c]!)}</text>`);
  });

  const rowPlace = new Map(rowOrder.map((r, y) => [r, topY + y * CELL_H + CELL_H / 2]));
  const colPlace = new Map(colOrder.map((c, x) => [c, left + x * CELL_W + CELL_W / 2]));
  const rowScale = TREE / (rowTree.height || 1);
  const colScale = TREE / (colTree.height || 1);
  for (const [p1, d1, p2, d2] of dendrogram(rowTree, (leaf) => rowPlace.get(leaf)!)) {
    parts.push(
      `<line x1="${px(left - 2 - d1 * rowScale)}" y1="${p1}" x2="${px(left - 2 - d2 * rowScale)}" y2="${p2}"/>`,
    );
  }
  for (const [p1, d1, p2, d2] of dendrogram(colTree, (leaf) => colPlace.get(leaf)!)) {
    parts.push(
      `<line x1="${p1}" y1="${px(topY - 2 - d1 * colScale)}" x2="${p2}" y2="${px(topY - 2 - d2 * colScale)}"/>`,
    );
  }

  // The scale, under the title: five steps of row z-score.
  const legendX = width - MARGIN - 60;
  parts.push(`<text x="${legendX}" y="${MARGIN + 26}">row z-score</text>`);
  [-2, -1, 0, 1, 2].forEach((v, i) => {
    const y = MARGIN + 32 + i * 12;
    parts.push(`<rect x="${legendX}" y="${y}" width="14" height="12" fill="${colour(v)}"/>`);
    parts.push(`<text x="${legendX + 18}" y="${y + 10}">${v}</text>`);
  });
  return svgDocument(width, height, 'line{stroke:#555;stroke-width:1}.title{font-size:13px;font-weight:bold}', parts);
}
