import type { EChartsOption } from 'echarts';
import { axisNumbers, baseOption, categoryAxis, GRID, legend, NO_VALUE, valueAxis } from '../common';
import type { DrawingParamsOf } from '../params';
import { textColumn, type Table } from '../table';

/** Bars: one bar per row (columnar), or a group of bars per row, one per value column (columnarMap). */
export function barOption(
  table: Table,
  params: DrawingParamsOf<'columnarMap'>,
  kind: 'columnar' | 'columnarMap',
): EChartsOption {
  const labels = textColumn(table, params.labelColumn);
  const series = params.valueColumns.map((column) => ({
    type: 'bar' as const,
    name: column,
    data: axisNumbers(table, column, params.logScale).map((v) => v ?? NO_VALUE),
    ...(params.stacked ? { stack: 'total' } : {}),
  }));
  return {
    ...baseOption(params),
    // A single bar series takes one colour per bar, which reads better than one colour for all.
    ...(kind === 'columnar' ? { series: series.map((s) => ({ ...s, colorBy: 'data' as const })) } : { series }),
    legend: legend(kind === 'columnar' ? [] : params.valueColumns),
    tooltip: { trigger: 'axis', confine: true },
    grid: GRID,
    xAxis: {
      ...categoryAxis(params.xAxisName, labels),
      axisLabel: { interval: 'auto', rotate: labels.length > 12 ? 45 : 0 },
    },
    yAxis: valueAxis(params.yAxisName, params.logScale),
  };
}

export function columnarOption(table: Table, params: DrawingParamsOf<'columnar'>): EChartsOption {
  return barOption(table, { ...params, valueColumns: [params.valueColumn], stacked: false }, 'columnar');
}
