import type { EChartsOption } from 'echarts';
import { axisNumbers, baseOption, distinct, GRID, legend, valueAxis } from '../common';
import type { DrawingParamsOf } from '../params';
import { textColumn, type Table } from '../table';

/** Points of two numeric columns, one series (colour) per group when a group column is chosen. */
export function scatterOption(table: Table, params: DrawingParamsOf<'scatter'>): EChartsOption {
  const xs = axisNumbers(table, params.xColumn, params.logScale);
  const ys = axisNumbers(table, params.yColumn, params.logScale);
  const groupOf = params.groupColumn ? textColumn(table, params.groupColumn) : undefined;
  const groups = groupOf ? distinct(groupOf) : [params.yColumn];
  const series = groups.map((group) => ({
    type: 'scatter' as const,
    name: group,
    symbolSize: 8,
    data: xs.flatMap((x, i) => {
      const y = ys[i] ?? null;
      return x === null || y === null || (groupOf && groupOf[i] !== group) ? [] : [[x, y]];
    }),
  }));
  return {
    ...baseOption(params),
    legend: legend(groupOf ? groups : []),
    grid: GRID,
    xAxis: { ...valueAxis(params.xAxisName || params.xColumn, params.logScale), nameGap: 30, scale: true },
    yAxis: { ...valueAxis(params.yAxisName || params.yColumn, params.logScale), scale: true },
    series,
  };
}
