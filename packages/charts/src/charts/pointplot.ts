import type { EChartsOption } from 'echarts';
import { axisNumbers, baseOption, categoryAxis, colorAt, distinct, GRID, legend, NO_VALUE, valueAxis } from '../common';
import type { DrawingParamsOf } from '../params';
import { mean, sd } from '../stats';
import { textColumn, type Table } from '../table';

/**
 * A point plot (seaborn's pointplot): the mean of a value per category with a bar of one standard deviation either
 * side, points of a group joined by a line. Error bars are a `lines` series so the option stays plain data (no
 * render functions), which is what lets the server and the browser draw the same option.
 */
export function pointplotOption(table: Table, params: DrawingParamsOf<'pointplot'>): EChartsOption {
  const values = axisNumbers(table, params.valueColumn, params.logScale);
  const categoryOf = textColumn(table, params.categoryColumn);
  const groupOf = params.groupColumn ? textColumn(table, params.groupColumn) : undefined;
  const categories = distinct(categoryOf);
  const groups = groupOf ? distinct(groupOf) : [params.valueColumn];

  const series = groups.flatMap((group, g) => {
    const stats = categories.map((category) => {
      const sample = values.filter(
        (v, i): v is number => v !== null && categoryOf[i] === category && (!groupOf || groupOf[i] === group),
      );
      return sample.length > 0 ? { mean: mean(sample), sd: sd(sample) } : undefined;
    });
    const color = colorAt(params, g);
    return [
      {
        type: 'line' as const,
        name: group,
        symbol: 'circle',
        symbolSize: 9,
        itemStyle: { color },
        lineStyle: { color },
        data: stats.map((s) => (s ? s.mean : NO_VALUE)),
      },
      {
        type: 'lines' as const,
        name: group,
        coordinateSystem: 'cartesian2d',
        silent: true,
        lineStyle: { color, width: 1.5, opacity: 1 },
        // A log axis cannot place mean - sd below zero; the bar then stops at the mean.
        data: stats.flatMap((s, index) => {
          if (!s) return [];
          const low = params.logScale && s.mean - s.sd <= 0 ? s.mean : s.mean - s.sd;
          return [
            {
              coords: [
                [index, low],
                [index, s.mean + s.sd],
              ],
            },
          ];
        }),
      },
    ];
  });

  return {
    ...baseOption(params),
    legend: legend(groupOf ? groups : []),
    grid: GRID,
    xAxis: categoryAxis(params.xAxisName || params.categoryColumn, categories),
    yAxis: { ...valueAxis(params.yAxisName || params.valueColumn, params.logScale), scale: true },
    series,
  };
}
