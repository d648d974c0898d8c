import type { DrawType } from '@biocloud/charts';

/*
 * The form of each drawing tool as data: which params it has and what kind of control each is. Column fields are
 * filled from the parsed table; `numeric` ones offer only columns of numbers.
 */

export type ParamField =
  | { name: string; kind: 'column'; numeric: boolean; optional: boolean }
  | { name: string; kind: 'columns'; numeric: boolean }
  | { name: string; kind: 'switch' }
  | { name: string; kind: 'select'; options: readonly string[] }
  | { name: string; kind: 'setNames' };

const column = (name: string, numeric = false, optional = false): ParamField => ({
  name,
  kind: 'column',
  numeric,
  optional,
});
const columns = (name: string, numeric = true): ParamField => ({ name, kind: 'columns', numeric });
const toggle = (name: string): ParamField => ({ name, kind: 'switch' });

export const PARAM_FIELDS: Record<DrawType, readonly ParamField[]> = {
  boxplot: [columns('valueColumns'), column('groupColumn', false, true), toggle('logScale')],
  columnar: [column('labelColumn'), column('valueColumn', true), toggle('logScale')],
  columnarMap: [column('labelColumn'), columns('valueColumns'), toggle('stacked'), toggle('logScale')],
  pieChart: [column('labelColumn'), column('valueColumn', true), toggle('donut')],
  scatter: [column('xColumn', true), column('yColumn', true), column('groupColumn', false, true), toggle('logScale')],
  area: [column('xColumn'), columns('valueColumns'), toggle('stacked'), toggle('logScale')],
  pointplot: [
    column('categoryColumn'),
    column('valueColumn', true),
    column('groupColumn', false, true),
    toggle('logScale'),
  ],
  heatmap: [
    column('labelColumn', false, true),
    columns('valueColumns'),
    toggle('clusterRows'),
    toggle('clusterColumns'),
    { name: 'scale', kind: 'select', options: ['none', 'row', 'column'] },
    toggle('logScale'),
  ],
  venn: [column('column', false, true), { name: 'setNames', kind: 'setNames' }],
};

/** Text fields every tool has, then the figure size. */
export const COMMON_TEXT_FIELDS = ['title', 'xAxisName', 'yAxisName'] as const;
