import type { EChartsOption } from 'echarts';
import { ChartInputError } from './chart-error';
import type { CommonParams } from './params';
import { numberColumn, type Table } from './table';

/** ECharts' own palette, used when the user picked no colours. */
export const DEFAULT_COLORS = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
];

/** CJK first: the server renders with Noto Sans CJK (fonts-noto-cjk), browsers fall back to their own CJK fonts. */
export const FONT_FAMILY = "'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

export const TITLE_HEIGHT = 40;

export interface NamedTable {
  /** The file name, used where a tool names its inputs (venn sets). */
  name: string;
  table: Table;
}

export function palette(params: Pick<CommonParams, 'colors'>): string[] {
  return params.colors.length > 0 ? params.colors : DEFAULT_COLORS;
}

export function colorAt(params: Pick<CommonParams, 'colors'>, index: number): string {
  const colors = palette(params);
  return colors[index % colors.length]!;
}

/** What every figure shares: no animation (the server renders one frame), title, palette, fonts, white paper. */
export function baseOption(params: Pick<CommonParams, 'title' | 'colors'>): EChartsOption {
  return {
    animation: false,
    backgroundColor: '#ffffff',
    color: palette(params),
    textStyle: { fontFamily: FONT_FAMILY },
    title: { text: params.title, left: 'center', top: 8 },
    tooltip: { trigger: 'item', confine: true },
  };
}

export function legend(names: readonly string[]): EChartsOption['legend'] {
  return names.length > 1 ? { data: [...names], top: TITLE_HEIGHT - 8, type: 'scroll' } : { show: false };
}

/** A value axis, logarithmic when asked. */
export function valueAxis(name: string, log: boolean) {
  return { type: log ? ('log' as const) : ('value' as const), name, nameLocation: 'middle' as const, nameGap: 50 };
}

export function categoryAxis(name: string, data: readonly string[]) {
  return {
    type: 'category' as const,
    name,
    nameLocation: 'middle' as const,
    nameGap: 30,
    data: [...data],
  };
}

/** Room for the title and legend above, axis names beside. */
export const GRID = { left: 80, right: 40, top: TITLE_HEIGHT + 40, bottom: 60, containLabel: false };

/** Numbers of a column, checked for a log axis (which cannot place zero or negatives). */
export function axisNumbers(table: Table, column: string, log: boolean): (number | null)[] {
  const values = numberColumn(table, column);
  if (log && values.some((v) => v !== null && v <= 0)) throw new ChartInputError('DRAWING_LOG_NONPOSITIVE', { column });
  return values;
}

/** Distinct values in order of first appearance. */
export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** ECharts' mark for "no value here". */
export const NO_VALUE = '-';
