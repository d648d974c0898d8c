import { describe, expect, it } from 'vitest';
import { DEFAULT_DAG_GEOMETRY, layoutDag, stepDepths } from './dag-layout';

// The germline app's shape: qc -> map -> (flagstat, call -> filter) -> report.
const steps = [
  { key: 'qc', dependsOn: [] },
  { key: 'map', dependsOn: ['qc'] },
  { key: 'flagstat', dependsOn: ['map'] },
  { key: 'call', dependsOn: ['map'] },
  { key: 'filter', dependsOn: ['call'] },
  { key: 'report', dependsOn: ['flagstat', 'filter', 'qc'] },
];

describe('DAG layout', () => {
  it('puts each step one column after its deepest dependency', () => {
    expect(Object.fromEntries(stepDepths(steps))).toEqual({
      qc: 0,
      map: 1,
      flagstat: 2,
      call: 2,
      filter: 3,
      report: 4,
    });
  });

  it('stacks the steps of a column and sizes the drawing to hold them all', () => {
    const { nodeWidth, nodeHeight, columnGap, rowGap, padding } = DEFAULT_DAG_GEOMETRY;
    const layout = layoutDag(steps);
    const at = (key: string) => layout.nodes.find((n) => n.key === key);
    expect(at('flagstat')).toMatchObject({ x: padding + 2 * (nodeWidth + columnGap), y: padding });
    expect(at('call')).toMatchObject({ x: at('flagstat')?.x, y: padding + nodeHeight + rowGap });
    expect(layout.width).toBe(2 * padding + 5 * nodeWidth + 4 * columnGap);
    expect(layout.height).toBe(2 * padding + 2 * nodeHeight + rowGap);
  });

  it('draws one edge per known dependency, from the right side of one step to the left side of the next', () => {
    const layout = layoutDag([...steps, { key: 'orphan', dependsOn: ['gone'] }]);
    expect(layout.edges).toHaveLength(7);
    const edge = layout.edges.find((e) => e.from === 'qc' && e.to === 'map');
    const { nodeWidth, nodeHeight, padding } = DEFAULT_DAG_GEOMETRY;
    expect(edge?.path.startsWith(`M${padding + nodeWidth},${padding + nodeHeight / 2} C`)).toBe(true);
    expect(layout.nodes.find((n) => n.key === 'orphan')?.depth).toBe(0);
  });

  it('runs an edge that skips columns in the gap below its source row, not through the steps between', () => {
    const { nodeWidth, nodeHeight, rowGap, padding } = DEFAULT_DAG_GEOMETRY;
    const skip = layoutDag(steps).edges.find((e) => e.from === 'flagstat' && e.to === 'report');
    const lane = padding + nodeHeight + rowGap / 2;
    expect(skip?.path).toContain(`,${lane} H`);
    // Below the top row of steps and above the second one.
    expect(lane).toBeGreaterThan(padding + nodeHeight);
    expect(lane).toBeLessThan(padding + nodeHeight + rowGap);
    expect(skip?.path.startsWith(`M${padding + 3 * nodeWidth + 2 * DEFAULT_DAG_GEOMETRY.columnGap},`)).toBe(true);
  });

  it('makes room for a lane below the last row', () => {
    const { nodeHeight, rowGap, padding } = DEFAULT_DAG_GEOMETRY;
    const layout = layoutDag([
      { key: 'a', dependsOn: [] },
      { key: 'b', dependsOn: ['a'] },
      { key: 'c', dependsOn: ['a', 'b'] },
    ]);
    expect(layout.height).toBe(padding + nodeHeight + rowGap / 2 + padding);
  });

  it('survives a cycle and an empty job', () => {
    expect(
      stepDepths([
        { key: 'a', dependsOn: ['b'] },
        { key: 'b', dependsOn: ['a'] },
      ]).size,
    ).toBe(2);
    expect(layoutDag([])).toEqual({ nodes: [], edges: [], width: 0, height: 0 });
  });
});
