import { z } from 'zod';

/*
 * What a user chooses for each drawing tool. The same schema checks the web form, the API body and the saved
 * drawing, so a figure re-opened later is drawn from exactly what was submitted.
 */

/** The spec's drawing pages (000 §2) plus venn (issue 5: 2-5 files). */
export const DRAW_TYPES = [
  'boxplot',
  'columnarMap',
  'columnar',
  'pieChart',
  'scatter',
  'area',
  'pointplot',
  'heatmap',
  'venn',
] as const;
export const drawTypeSchema = z.enum(DRAW_TYPES);
export type DrawType = z.infer<typeof drawTypeSchema>;

/** Venn compares 2 to 5 sets; beyond 3 they are drawn as an UpSet plot (circles cannot show every overlap). */
export const VENN_MIN_SETS = 2;
export const VENN_MAX_SETS = 5;
export const VENN_CIRCLE_MAX_SETS = 3;

/** How many table files each tool reads. */
export function fileCountRange(drawType: DrawType): { min: number; max: number } {
  return drawType === 'venn' ? { min: VENN_MIN_SETS, max: VENN_MAX_SETS } : { min: 1, max: 1 };
}

export const FIGURE_SIZE = { min: 300, max: 3000, defaultWidth: 900, defaultHeight: 600 } as const;
export const TEXT_MAX = 100;
export const COLORS_MAX = 20;

const columnName = z.string().min(1).max(200);
const label = z.string().max(TEXT_MAX).default('');
/** Colours as #rrggbb: what the colour picker gives and every renderer (ECharts, resvg, PDF) reads alike. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const size = (fallback: number) => z.number().int().min(FIGURE_SIZE.min).max(FIGURE_SIZE.max).default(fallback);

const common = {
  title: label,
  xAxisName: label,
  yAxisName: label,
  colors: z.array(colorSchema).max(COLORS_MAX).default([]),
  width: size(FIGURE_SIZE.defaultWidth),
  height: size(FIGURE_SIZE.defaultHeight),
  header: z.enum(['auto', 'yes', 'no']).default('auto'),
};
/** A logarithmic value axis, for the charts whose values are positions on an axis. */
const logScale = z.boolean().default(false);

export const boxplotParamsSchema = z.object({
  ...common,
  logScale,
  /** One box per column; with a group column, one box per group and column. */
  valueColumns: z.array(columnName).min(1),
  groupColumn: columnName.optional(),
});

export const columnarParamsSchema = z.object({
  ...common,
  logScale,
  labelColumn: columnName,
  valueColumn: columnName,
});

export const columnarMapParamsSchema = z.object({
  ...common,
  logScale,
  labelColumn: columnName,
  valueColumns: z.array(columnName).min(1),
  stacked: z.boolean().default(false),
});

export const pieChartParamsSchema = z.object({
  ...common,
  labelColumn: columnName,
  valueColumn: columnName,
  donut: z.boolean().default(false),
});

export const scatterParamsSchema = z.object({
  ...common,
  logScale,
  xColumn: columnName,
  yColumn: columnName,
  groupColumn: columnName.optional(),
});

export const areaParamsSchema = z.object({
  ...common,
  logScale,
  xColumn: columnName,
  valueColumns: z.array(columnName).min(1),
  stacked: z.boolean().default(false),
});

export const pointplotParamsSchema = z.object({
  ...common,
  logScale,
  categoryColumn: columnName,
  valueColumn: columnName,
  groupColumn: columnName.optional(),
});

export const heatmapParamsSchema = z.object({
  ...common,
  /** log2(x + 1) of every value, the usual transform of counts and TPM. */
  logScale,
  labelColumn: columnName.optional(),
  /** Empty: every numeric column. */
  valueColumns: z.array(columnName).default([]),
  clusterRows: z.boolean().default(true),
  clusterColumns: z.boolean().default(true),
  scale: z.enum(['none', 'row', 'column']).default('none'),
});

export const vennParamsSchema = z.object({
  ...common,
  /** The column holding each file's items; empty: the first column. */
  column: z.string().max(200).default(''),
  /** One name per file, in file order; empty: the file names. */
  setNames: z.array(z.string().max(TEXT_MAX)).max(VENN_MAX_SETS).default([]),
});

export const drawingParamsSchemas = {
  boxplot: boxplotParamsSchema,
  columnarMap: columnarMapParamsSchema,
  columnar: columnarParamsSchema,
  pieChart: pieChartParamsSchema,
  scatter: scatterParamsSchema,
  area: areaParamsSchema,
  pointplot: pointplotParamsSchema,
  heatmap: heatmapParamsSchema,
  venn: vennParamsSchema,
} as const satisfies Record<DrawType, z.ZodType>;

export type DrawingParamsOf<T extends DrawType> = z.output<(typeof drawingParamsSchemas)[T]>;
export type DrawingParamsInput<T extends DrawType> = z.input<(typeof drawingParamsSchemas)[T]>;
export type CommonParams = DrawingParamsOf<'columnar'>;

/** A drawing request as one discriminated value, so a switch over drawType narrows the params. */
export type DrawingSpec = { [T in DrawType]: { drawType: T; params: DrawingParamsOf<T> } }[DrawType];

export function parseDrawingSpec(drawType: DrawType, params: unknown) {
  const parsed = drawingParamsSchemas[drawType].safeParse(params);
  return parsed.success
    ? { ok: true as const, spec: { drawType, params: parsed.data } as DrawingSpec }
    : { ok: false as const, error: parsed.error };
}

/** The value a param takes when not given (undefined for one without a default), for forms to show. */
export function paramDefault(drawType: DrawType, name: string): unknown {
  const field = (drawingParamsSchemas[drawType].shape as Record<string, z.ZodType | undefined>)[name];
  const parsed = field?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}
