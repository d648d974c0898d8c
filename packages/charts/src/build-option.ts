import type { EChartsOption } from 'echarts';
import { ChartInputError } from './chart-error';
import { areaOption } from './charts/area';
import { columnarOption, barOption } from './charts/bar';
import { boxplotOption } from './charts/boxplot';
import { heatmapOption } from './charts/heatmap';
import { pieOption } from './charts/pie';
import { pointplotOption } from './charts/pointplot';
import { scatterOption } from './charts/scatter';
import { vennOption } from './charts/venn';
import type { NamedTable } from './common';
import { fileCountRange, type DrawingSpec } from './params';

/**
 * The one chart definition of a drawing: the browser previews it and the server renders it to SVG, PNG and PDF.
 * Plain data only (no functions), so it survives JSON and structured cloning to a worker thread unchanged.
 */
export function buildChartOption(spec: DrawingSpec, tables: readonly NamedTable[]): EChartsOption {
  const { min, max } = fileCountRange(spec.drawType);
  const [first] = tables;
  if (!first || tables.length < min || tables.length > max) {
    throw new ChartInputError('DRAWING_FILE_COUNT', { min, max });
  }
  const table = first.table;
  switch (spec.drawType) {
    case 'boxplot':
      return boxplotOption(table, spec.params);
    case 'columnar':
      return columnarOption(table, spec.params);
    case 'columnarMap':
      return barOption(table, spec.params, 'columnarMap');
    case 'pieChart':
      return pieOption(table, spec.params);
    case 'scatter':
      return scatterOption(table, spec.params);
    case 'area':
      return areaOption(table, spec.params);
    case 'pointplot':
      return pointplotOption(table, spec.params);
    case 'heatmap':
      return heatmapOption(table, spec.params);
    case 'venn':
      return vennOption(tables, spec.params);
  }
}
