import type { EChartsOption } from 'echarts';
import { baseOption, colorAt, TITLE_HEIGHT, type NamedTable } from '../common';
import type { DrawingParamsOf } from '../params';
import { VENN_CIRCLE_MAX_SETS } from '../params';
import { columnIndex, isMissing } from '../table';

/*
 * Overlaps of 2 to 5 sets, each the distinct items of one file's column (gene ids, variant ids ...). Two or three
 * sets are drawn as circles with the count of every region; four or five as an UpSet plot (bars of each exclusive
 * intersection over a matrix of which sets it involves), since circles cannot show all 15 or 31 regions.
 */

export interface VennSet {
  name: string;
  items: Set<string>;
}

export interface VennRegion {
  /** Bit k set: the items are in set k (and in no set whose bit is clear). */
  mask: number;
  count: number;
}

export function vennSets(tables: readonly NamedTable[], params: DrawingParamsOf<'venn'>): VennSet[] {
  return tables.map(({ name, table }, k) => {
    const j = params.column ? columnIndex(table, params.column) : 0;
    const items = new Set(table.rows.map((row) => (row[j] ?? '').trim()).filter((cell) => !isMissing(cell)));
    return { name: params.setNames[k]?.trim() || name, items };
  });
}

/** Exclusive regions with at least one item, largest first. */
export function vennRegions(sets: readonly VennSet[]): VennRegion[] {
  const maskOf = new Map<string, number>();
  sets.forEach((set, k) => {
    for (const item of set.items) maskOf.set(item, (maskOf.get(item) ?? 0) | (1 << k));
  });
  const counts = new Map<number, number>();
  for (const mask of maskOf.values()) counts.set(mask, (counts.get(mask) ?? 0) + 1);
  return [...counts].map(([mask, count]) => ({ mask, count })).sort((a, b) => b.count - a.count || a.mask - b.mask);
}

const bits = (mask: number, sets: number) => Array.from({ length: sets }, (_, k) => k).filter((k) => mask & (1 << k));

/** Circle centres and region label spots, in units of the radius around the figure's centre. */
const CIRCLES: Record<2 | 3, { centres: [number, number][]; regions: Record<number, [number, number]> }> = {
  2: {
    centres: [
      [-0.6, 0],
      [0.6, 0],
    ],
    regions: { 1: [-1, 0], 2: [1, 0], 3: [0, 0] },
  },
  3: {
    centres: [
      [-0.55, -0.35],
      [0.55, -0.35],
      [0, 0.6],
    ],
    regions: { 1: [-1, -0.55], 2: [1, -0.55], 4: [0, 1.15], 3: [0, -0.75], 5: [-0.6, 0.4], 6: [0.6, 0.4], 7: [0, 0] },
  },
};

function circlesOption(sets: readonly VennSet[], regions: readonly VennRegion[], params: DrawingParamsOf<'venn'>) {
  const layout = CIRCLES[sets.length as 2 | 3];
  const cx = params.width / 2;
  const cy = TITLE_HEIGHT + (params.height - TITLE_HEIGHT) / 2;
  const r = Math.min(params.width, params.height - TITLE_HEIGHT) * 0.28;
  const count = new Map(regions.map((region) => [region.mask, region.count]));
  const circles = layout.centres.map(([x, y], k) => ({
    type: 'circle',
    shape: { cx: cx + x * r, cy: cy + y * r, r },
    style: { fill: colorAt(params, k), opacity: 0.35, stroke: colorAt(params, k), lineWidth: 2 },
  }));
  const names = layout.centres.map(([x, y], k) => ({
    type: 'text',
    style: {
      text: `${sets[k]!.name} (${sets[k]!.items.size})`,
      x: cx + x * r * 1.6,
      y: cy + (y < 0 || sets.length === 2 ? y * r - r - 8 : y * r + r + 8),
      align: 'center',
      verticalAlign: y < 0 || sets.length === 2 ? 'bottom' : 'top',
      fontSize: 14,
      fontWeight: 'bold',
    },
  }));
  const counts = Object.entries(layout.regions).map(([mask, [x, y]]) => ({
    type: 'text',
    style: {
      text: String(count.get(Number(mask)) ?? 0),
      x: cx + x * r,
      y: cy + y * r,
      align: 'center',
      verticalAlign: 'middle',
      fontSize: 16,
    },
  }));
  return { graphic: [...circles, ...names, ...counts] };
}

function upsetOption(sets: readonly VennSet[], regions: readonly VennRegion[], params: DrawingParamsOf<'venn'>) {
  const left = 200;
  const matrixHeight = sets.length * 28;
  const bottom = 45;
  const barsBottom = bottom + matrixHeight + 10;
  const columns = regions.map((_, index) => String(index));
  const setNames = sets.map((set) => set.name);
  const dots = regions.flatMap((region, x) => sets.map((_, k) => ({ x, k, inside: Boolean(region.mask & (1 << k)) })));
  const hiddenAxis = { axisLabel: { show: false }, axisTick: { show: false }, axisLine: { show: false } };
  return {
    grid: [
      { left, right: 30, top: TITLE_HEIGHT + 20, bottom: barsBottom },
      { left, right: 30, height: matrixHeight, bottom },
      { left: 20, width: left - 110, height: matrixHeight, bottom },
    ],
    xAxis: [
      { type: 'category', gridIndex: 0, data: columns, ...hiddenAxis },
      { type: 'category', gridIndex: 1, data: columns, ...hiddenAxis },
      {
        type: 'value',
        gridIndex: 2,
        inverse: true,
        minInterval: 1,
        name: params.xAxisName,
        nameLocation: 'middle',
        nameGap: 25,
      },
    ],
    yAxis: [
      { type: 'value', gridIndex: 0, minInterval: 1, name: params.yAxisName, nameLocation: 'middle', nameGap: 45 },
      { type: 'category', gridIndex: 1, data: setNames, inverse: true, axisTick: { show: false } },
      { type: 'category', gridIndex: 2, data: setNames, inverse: true, ...hiddenAxis },
    ],
    series: [
      {
        type: 'bar',
        name: params.yAxisName,
        xAxisIndex: 0,
        yAxisIndex: 0,
        label: { show: true, position: 'top' },
        itemStyle: { color: colorAt(params, 0) },
        data: regions.map((region) => region.count),
      },
      ...[true, false].map((inside) => ({
        type: 'scatter',
        xAxisIndex: 1,
        yAxisIndex: 1,
        silent: true,
        // Dots above the connecting lines.
        z: 3,
        symbolSize: 14,
        itemStyle: { color: inside ? '#333333' : '#dddddd' },
        data: dots.filter((dot) => dot.inside === inside).map((dot) => [dot.x, dot.k]),
      })),
      {
        type: 'lines',
        coordinateSystem: 'cartesian2d',
        xAxisIndex: 1,
        yAxisIndex: 1,
        silent: true,
        z: 2,
        lineStyle: { color: '#333333', width: 3, opacity: 1 },
        data: regions.flatMap((region, x) => {
          const member = bits(region.mask, sets.length);
          return member.length > 1
            ? [
                {
                  coords: [
                    [x, member[0]],
                    [x, member[member.length - 1]],
                  ],
                },
              ]
            : [];
        }),
      },
      {
        type: 'bar',
        name: params.xAxisName,
        xAxisIndex: 2,
        yAxisIndex: 2,
        barWidth: '50%',
        itemStyle: { color: colorAt(params, 1) },
        data: sets.map((set) => set.items.size),
      },
    ],
  };
}

export function vennOption(tables: readonly NamedTable[], params: DrawingParamsOf<'venn'>): EChartsOption {
  const sets = vennSets(tables, params);
  const regions = vennRegions(sets);
  const shape =
    sets.length <= VENN_CIRCLE_MAX_SETS ? circlesOption(sets, regions, params) : upsetOption(sets, regions, params);
  return { ...baseOption(params), ...shape } as EChartsOption;
}
