import type { EChartsOption } from 'echarts';
import { axisNumbers, baseOption, categoryAxis, GRID, legend, NO_VALUE, valueAxis } from '../common';
import type { DrawingParamsOf } from '../params';
import { textColumn, type Table } from '../table';

/** Filled lines over the rows of an x column, one per value column, stacked on request. */
export function areaOption(table: Table, params: DrawingParamsOf<'area'>): EChartsOption {
  const xs = textColumn(table, params.xColumn);
  return {
    ...baseOption(params),
    legend: legend(params.valueColumns),
    tooltip: { trigger: 'axis', confine: true },
    grid: GRID,
    xAxis: { ...categoryAxis(params.xAxisName, xs), boundaryGap: false },
    yAxis: valueAxis(params.yAxisName, params.logScale),
    series: params.valueColumns.map((column) => ({
      type: 'line' as const,
      name: column,
      areaStyle: { opacity: 0.4 },
      showSymbol: false,
      data: axisNumbers(table, column, params.logScale).map((v) => v ?? NO_VALUE),
      ...(params.stacked ? { stack: 'total' } : {}),
    })),
  };
}
