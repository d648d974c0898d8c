import type { EChartsOption } from 'echarts';
import { ChartInputError } from '../chart-error';
import { averageLinkage, type Dendrogram } from '../cluster';
import { baseOption, TITLE_HEIGHT } from '../common';
import type { DrawingParamsOf } from '../params';
import { mean, zScores } from '../stats';
import { numberColumn, numericColumns, textColumn, type Table } from '../table';

/*
 * A clustered heatmap: values of the chosen columns (rows = table rows), optionally log2(x + 1) and z-scored by row
 * or column, rows and columns ordered by average-linkage clustering with their dendrograms drawn beside the grid.
 * Dendrograms are `lines` series on value axes aligned with the category axes of the heatmap (item i sits at i).
 */

export const DEFAULT_HEATMAP_COLORS = ['#2166ac', '#f7f7f7', '#b2182b'];

/** Pixel layout of the three grids. */
const LAYOUT = {
  margin: 10,
  dendrogramSize: 70,
  rowLabels: 110,
  visualMap: 80,
  columnLabels: 90,
} as const;

export interface HeatmapData {
  rowLabels: string[];
  columnLabels: string[];
  /** Values as drawn (after log and scaling); null where the table had no value. */
  values: (number | null)[][];
  rowTree?: Dendrogram;
  columnTree?: Dendrogram;
}

function valueColumnsOf(table: Table, params: DrawingParamsOf<'heatmap'>): string[] {
  if (params.valueColumns.length > 0) return params.valueColumns;
  const columns = numericColumns(table).filter((c) => c !== params.labelColumn);
  if (columns.length === 0) throw new ChartInputError('DRAWING_NO_NUMERIC_COLUMNS');
  return columns;
}

/** Missing values take their row's mean for the distances only (they stay empty in the picture). */
function filled(rows: readonly (readonly (number | null)[])[]): number[][] {
  return rows.map((row) => {
    const present = row.filter((v): v is number => v !== null);
    const fill = present.length > 0 ? mean(present) : 0;
    return row.map((v) => v ?? fill);
  });
}

function transpose<T>(rows: readonly (readonly T[])[]): T[][] {
  const width = rows[0]?.length ?? 0;
  return Array.from({ length: width }, (_, j) => rows.map((row) => row[j]!));
}

function scaled(rows: (number | null)[][], scale: DrawingParamsOf<'heatmap'>['scale']): (number | null)[][] {
  const byRow = (matrix: (number | null)[][]) =>
    matrix.map((row) => {
      const present = row.filter((v): v is number => v !== null);
      const z = zScores(present);
      let k = 0;
      return row.map((v) => (v === null ? null : z[k++]!));
    });
  switch (scale) {
    case 'none':
      return rows;
    case 'row':
      return byRow(rows);
    case 'column':
      return transpose(byRow(transpose(rows)));
  }
}

/** The matrix as drawn and its clustering; exported for tests and for anyone wanting the order. */
export function heatmapData(table: Table, params: DrawingParamsOf<'heatmap'>): HeatmapData {
  const columns = valueColumnsOf(table, params);
  const byColumn = columns.map((column) => {
    const values = numberColumn(table, column);
    if (params.logScale && values.some((v) => v !== null && v <= -1)) {
      throw new ChartInputError('DRAWING_LOG_NONPOSITIVE', { column });
    }
    return params.logScale ? values.map((v) => (v === null ? null : Math.log2(v + 1))) : values;
  });
  const values = scaled(transpose(byColumn), params.scale);
  const rowLabels = params.labelColumn
    ? textColumn(table, params.labelColumn)
    : table.rows.map((_, i) => String(i + 1));
  const complete = filled(values);
  return {
    rowLabels,
    columnLabels: columns,
    values,
    ...(params.clusterRows && values.length > 1 ? { rowTree: averageLinkage(complete) } : {}),
    ...(params.clusterColumns && columns.length > 1 ? { columnTree: averageLinkage(transpose(complete)) } : {}),
  };
}

/** One polyline per merge: down from the left child's height, across, and down to the right child's. */
function dendrogramLines(tree: Dendrogram, vertical: boolean) {
  const n = tree.order.length;
  const position = new Map<number, number>(tree.order.map((leaf, index) => [leaf, index]));
  const height = new Map<number, number>();
  return tree.merges.map((merge, k) => {
    const id = n + k;
    const x1 = position.get(merge.left)!;
    const x2 = position.get(merge.right)!;
    const h1 = height.get(merge.left) ?? 0;
    const h2 = height.get(merge.right) ?? 0;
    position.set(id, (x1 + x2) / 2);
    height.set(id, merge.height);
    const points: [number, number][] = [
      [x1, h1],
      [x1, merge.height],
      [x2, merge.height],
      [x2, h2],
    ];
    // Row dendrograms grow sideways: (height, position).
    return { coords: vertical ? points : points.map(([p, h]) => [h, p]) };
  });
}

const treeHeight = (tree: Dendrogram) => Math.max(...tree.merges.map((m) => m.height), 0) || 1;

export function heatmapOption(table: Table, params: DrawingParamsOf<'heatmap'>): EChartsOption {
  const data = heatmapData(table, params);
  const rowOrder = data.rowTree?.order ?? data.rowLabels.map((_, i) => i);
  const columnOrder = data.columnTree?.order ?? data.columnLabels.map((_, j) => j);
  const rowPlace = new Map(rowOrder.map((row, index) => [row, index]));
  const columnPlace = new Map(columnOrder.map((column, index) => [column, index]));

  const cells: [number, number, number | string][] = [];
  let min = Infinity;
  let max = -Infinity;
  data.values.forEach((row, i) =>
    row.forEach((value, j) => {
      if (value !== null) {
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
      cells.push([columnPlace.get(j)!, rowPlace.get(i)!, value ?? '-']);
    }),
  );
  if (min === Infinity) [min, max] = [0, 1];

  const top = TITLE_HEIGHT + LAYOUT.margin + (data.columnTree ? LAYOUT.dendrogramSize : 0);
  const left = LAYOUT.margin + (data.rowTree ? LAYOUT.dendrogramSize : 0);
  const right = LAYOUT.rowLabels + LAYOUT.visualMap;
  const bottom = LAYOUT.columnLabels + (params.xAxisName ? 20 : 0);
  const rows = rowOrder.length;
  const columns = columnOrder.length;
  const colors = params.colors.length >= 2 ? params.colors : DEFAULT_HEATMAP_COLORS;

  const grid: object[] = [{ left, right, top, bottom }];
  const xAxis: object[] = [
    {
      type: 'category',
      gridIndex: 0,
      data: columnOrder.map((j) => data.columnLabels[j]),
      name: params.xAxisName,
      nameLocation: 'middle',
      nameGap: LAYOUT.columnLabels - 10,
      axisLabel: { rotate: 90, interval: 'auto' },
      axisTick: { show: false },
      splitArea: { show: false },
    },
  ];
  const yAxis: object[] = [
    {
      type: 'category',
      gridIndex: 0,
      position: 'right',
      inverse: true,
      data: rowOrder.map((i) => data.rowLabels[i]),
      name: params.yAxisName,
      axisLabel: { interval: 'auto' },
      axisTick: { show: false },
    },
  ];
  const series: object[] = [
    {
      type: 'heatmap',
      xAxisIndex: 0,
      yAxisIndex: 0,
      data: cells,
      // One synchronous pass: the server renders a single frame, and the browser shows the whole matrix at once.
      progressive: 0,
      emphasis: { disabled: true },
    },
  ];
  const hidden = { show: false };
  if (data.columnTree) {
    grid.push({ left, right, top: top - LAYOUT.dendrogramSize, height: LAYOUT.dendrogramSize - 4 });
    xAxis.push({ type: 'value', gridIndex: grid.length - 1, min: -0.5, max: columns - 0.5, ...hidden });
    yAxis.push({ type: 'value', gridIndex: grid.length - 1, min: 0, max: treeHeight(data.columnTree), ...hidden });
    series.push(dendrogramSeries(dendrogramLines(data.columnTree, true), grid.length - 1));
  }
  if (data.rowTree) {
    grid.push({ left: LAYOUT.margin, width: LAYOUT.dendrogramSize - 4, top, bottom });
    xAxis.push({
      type: 'value',
      gridIndex: grid.length - 1,
      min: 0,
      max: treeHeight(data.rowTree),
      inverse: true,
      ...hidden,
    });
    yAxis.push({ type: 'value', gridIndex: grid.length - 1, min: -0.5, max: rows - 0.5, inverse: true, ...hidden });
    series.push(dendrogramSeries(dendrogramLines(data.rowTree, false), grid.length - 1));
  }

  return {
    ...baseOption(params),
    grid,
    xAxis,
    yAxis,
    visualMap: {
      type: 'continuous',
      seriesIndex: 0,
      dimension: 2,
      min,
      max,
      calculable: true,
      precision: 2,
      right: LAYOUT.margin,
      top: 'middle',
      inRange: { color: colors },
    },
    series,
  };
}

function dendrogramSeries(data: { coords: number[][] }[], axisIndex: number) {
  return {
    type: 'lines',
    coordinateSystem: 'cartesian2d',
    xAxisIndex: axisIndex,
    yAxisIndex: axisIndex,
    polyline: true,
    silent: true,
    lineStyle: { color: '#555555', width: 1, opacity: 1 },
    data,
  };
}
