import type { EChartsOption } from 'echarts';
import { axisNumbers, baseOption, categoryAxis, distinct, GRID, legend, valueAxis } from '../common';
import type { DrawingParamsOf } from '../params';
import { boxStats } from '../stats';
import { textColumn, type Table } from '../table';

/**
 * Boxes of Tukey statistics (stats.ts) with their outliers as points. Without a group column each value column is a
 * box; with one, the groups are the categories and each value column a series of boxes.
 */
export function boxplotOption(table: Table, params: DrawingParamsOf<'boxplot'>): EChartsOption {
  const columns = params.valueColumns.map((column) => ({
    column,
    values: axisNumbers(table, column, params.logScale),
  }));
  const groupOf = params.groupColumn ? textColumn(table, params.groupColumn) : undefined;
  const categories = groupOf ? distinct(groupOf) : params.valueColumns;
  // One series per value column when grouped; otherwise one series whose boxes are the columns.
  const seriesData = groupOf
    ? columns.map(({ column, values }) => ({
        name: column,
        samples: categories.map((group) => values.filter((v, i): v is number => v !== null && groupOf[i] === group)),
      }))
    : [
        {
          name: params.yAxisName || params.valueColumns.join(', '),
          samples: columns.map(({ values }) => present(values)),
        },
      ];

  const series = seriesData.flatMap(({ name, samples }) => {
    const stats = samples.map((values) => (values.length > 0 ? boxStats(values) : undefined));
    return [
      {
        type: 'boxplot' as const,
        name,
        // A category without values gets an empty box.
        data: stats.map((s) => (s ? s.box : [])),
      },
      {
        type: 'scatter' as const,
        name,
        symbolSize: 6,
        data: stats.flatMap((s, index) => (s ? s.outliers.map((v) => [index, v]) : [])),
      },
    ];
  });
  return {
    ...baseOption(params),
    legend: legend(groupOf ? params.valueColumns : []),
    grid: GRID,
    xAxis: categoryAxis(params.xAxisName, categories),
    yAxis: { ...valueAxis(params.yAxisName, params.logScale), scale: true },
    series,
  };
}

function present(values: readonly (number | null)[]): number[] {
  return values.filter((v): v is number => v !== null);
}
