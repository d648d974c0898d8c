/*
 * Lays out a compute job's steps for the DAG view: each step in the column of its depth (the longest chain of steps
 * before it), steps of one column stacked in their given order, edges as curves from a step's right side to the
 * left side of each step that waits for it. An edge that skips columns runs in the gap below its source's row, so it
 * never passes behind a step it does not connect. Pure, so the geometry is tested without a browser.
 */

export interface DagStep {
  key: string;
  dependsOn: readonly string[];
}

export interface DagGeometry {
  nodeWidth: number;
  nodeHeight: number;
  columnGap: number;
  rowGap: number;
  padding: number;
}

export const DEFAULT_DAG_GEOMETRY: DagGeometry = {
  nodeWidth: 196,
  nodeHeight: 84,
  columnGap: 48,
  rowGap: 24,
  padding: 8,
};

export interface PlacedNode {
  key: string;
  depth: number;
  x: number;
  y: number;
}

export interface PlacedEdge {
  from: string;
  to: string;
  /** An SVG path (a cubic curve). */
  path: string;
}

export interface DagLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/** Depth of every step: 0 without known dependencies, else one more than its deepest dependency. */
export function stepDepths(steps: readonly DagStep[]): Map<string, number> {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const depths = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (key: string): number => {
    const known = depths.get(key);
    if (known !== undefined) return known;
    // A cycle cannot come from the server (apps are checked at start-up); if one did, it is cut here.
    if (visiting.has(key)) return 0;
    visiting.add(key);
    const deps = (byKey.get(key)?.dependsOn ?? []).filter((d) => byKey.has(d));
    const depth = deps.length === 0 ? 0 : 1 + Math.max(...deps.map(depthOf));
    visiting.delete(key);
    depths.set(key, depth);
    return depth;
  };
  for (const step of steps) depthOf(step.key);
  return depths;
}

export function layoutDag(steps: readonly DagStep[], geometry: DagGeometry = DEFAULT_DAG_GEOMETRY): DagLayout {
  const { nodeWidth, nodeHeight, columnGap, rowGap, padding } = geometry;
  const depths = stepDepths(steps);
  const rowsUsed: number[] = [];
  const nodes = steps.map((step): PlacedNode => {
    const depth = depths.get(step.key) ?? 0;
    const row = rowsUsed[depth] ?? 0;
    rowsUsed[depth] = row + 1;
    return {
      key: step.key,
      depth,
      x: padding + depth * (nodeWidth + columnGap),
      y: padding + row * (nodeHeight + rowGap),
    };
  });
  const placed = new Map(nodes.map((n) => [n.key, n]));
  const lanes: number[] = [];
  const edges = steps.flatMap((step) =>
    step.dependsOn.flatMap((dep): PlacedEdge[] => {
      const from = placed.get(dep);
      const to = placed.get(step.key);
      if (!from || !to) return [];
      const x1 = from.x + nodeWidth;
      const y1 = from.y + nodeHeight / 2;
      const x2 = to.x;
      const y2 = to.y + nodeHeight / 2;
      if (to.depth - from.depth <= 1) {
        const bend = (x2 - x1) / 2;
        return [{ from: dep, to: step.key, path: `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}` }];
      }
      // Down into the gap below the source's row, along it, and up into the target within the last column gap.
      const lane = from.y + nodeHeight + rowGap / 2;
      lanes.push(lane);
      const out = x1 + columnGap / 2;
      const back = x2 - columnGap / 2;
      const path = `M${x1},${y1} C${out},${y1} ${x1},${lane} ${out},${lane} H${back} C${x2},${lane} ${back},${y2} ${x2},${y2}`;
      return [{ from: dep, to: step.key, path }];
    }),
  );
  const columns = rowsUsed.length;
  const rows = Math.max(0, ...rowsUsed);
  // A lane below the last row needs room of its own.
  const lanesBottom = Math.max(0, ...lanes) + padding;
  return {
    nodes,
    edges,
    width: columns === 0 ? 0 : 2 * padding + columns * nodeWidth + (columns - 1) * columnGap,
    height: rows === 0 ? 0 : Math.max(2 * padding + rows * nodeHeight + (rows - 1) * rowGap, lanesBottom),
  };
}
