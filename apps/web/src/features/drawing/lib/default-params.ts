import { numericColumns, type DrawType, type Table } from '@biocloud/charts';

/**
 * Params a tool opens with for a table, so the first preview shows something sensible: the first text column as
 * labels, the numeric columns as values. The user changes any of it; nothing here is sent unless kept.
 */
export function defaultParams(drawType: DrawType, table: Table | undefined): Record<string, unknown> {
  if (!table) return {};
  const numbers = numericColumns(table);
  const text = table.columns.find((c) => !numbers.includes(c));
  const [first, second] = numbers;
  const label = text ?? table.columns[0];
  switch (drawType) {
    case 'boxplot':
      return { valueColumns: numbers };
    case 'columnar':
    case 'pieChart':
      return { labelColumn: label, valueColumn: first };
    case 'columnarMap':
    case 'area':
      return { [drawType === 'area' ? 'xColumn' : 'labelColumn']: label, valueColumns: numbers.slice(0, 3) };
    case 'scatter':
      return { xColumn: first, yColumn: second ?? first };
    case 'pointplot':
      return { categoryColumn: label, valueColumn: first };
    case 'heatmap':
      return text ? { labelColumn: text } : {};
    case 'venn':
      return {};
  }
}
