import type { EChartsOption } from 'echarts';
import { ChartInputError } from '../chart-error';
import { baseOption, TITLE_HEIGHT } from '../common';
import type { DrawingParamsOf } from '../params';
import { numberColumn, textColumn, type Table } from '../table';

/** Slices of a value column named by a label column; rows without a value are left out. */
export function pieOption(table: Table, params: DrawingParamsOf<'pieChart'>): EChartsOption {
  const labels = textColumn(table, params.labelColumn);
  const values = numberColumn(table, params.valueColumn);
  if (values.some((v) => v !== null && v < 0)) {
    throw new ChartInputError('DRAWING_VALUES_NEGATIVE', { column: params.valueColumn });
  }
  const data = values.flatMap((value, i) => (value === null ? [] : [{ name: labels[i] ?? '', value }]));
  return {
    ...baseOption(params),
    legend: { orient: 'vertical', left: 10, top: TITLE_HEIGHT + 10, type: 'scroll' },
    series: [
      {
        type: 'pie',
        name: params.valueColumn,
        radius: params.donut ? ['35%', '65%'] : '65%',
        center: ['55%', '55%'],
        label: { formatter: '{b}: {d}%' },
        data,
      },
    ],
  };
}
