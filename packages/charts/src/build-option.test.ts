import { describe, expect, it } from 'vitest';
import { buildChartOption } from './build-option';
import type { NamedTable } from './common';
import { paramDefault, parseDrawingSpec, type DrawType } from './params';
import { parseTable } from './table';

const EXPRESSION = [
  'gene\tgroup\tctrl\ttreated\tlength',
  'A\tup\t1\t10\t100',
  'B\tup\t2\t12\t250',
  'C\tdown\t3\t1\t80',
  'D\tdown\t4\t2\t120',
  'E\tup\t100\t11\t90',
].join('\n');

const named = (text: string, name = 'table.tsv'): NamedTable => ({ name, table: parseTable(text) });

function option(drawType: DrawType, params: Record<string, unknown>, tables = [named(EXPRESSION)]) {
  const parsed = parseDrawingSpec(drawType, params);
  if (!parsed.ok) throw parsed.error;
  return buildChartOption(parsed.spec, tables) as Record<string, unknown> & { series: Record<string, unknown>[] };
}

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    const { code, params } = error as { code?: string; params?: unknown };
    return { code, params };
  }
  return undefined;
}

describe('buildChartOption', () => {
  it('boxplot: one Tukey box per column, outliers as points', () => {
    const o = option('boxplot', { valueColumns: ['ctrl', 'treated'] });
    expect(o.series.map((s) => s.type)).toEqual(['boxplot', 'scatter']);
    // ctrl 1 2 3 4 100: Q1 2, median 3, Q3 4, fence 7 -> 100 is an outlier of box 0.
    expect(o.series[0]!.data).toEqual([
      [1, 2, 3, 4, 4],
      [1, 2, 10, 11, 12],
    ]);
    expect(o.series[1]!.data).toEqual([[0, 100]]);
  });

  it('boxplot by group: groups are the categories, each value column a series', () => {
    const o = option('boxplot', { valueColumns: ['treated'], groupColumn: 'group' });
    expect((o.xAxis as { data: string[] }).data).toEqual(['up', 'down']);
    expect(o.series[0]!.data).toEqual([
      [10, 10.5, 11, 11.5, 12],
      [1, 1.25, 1.5, 1.75, 2],
    ]);
  });

  it('columnar, columnarMap, area, pie and scatter make the series they are asked for', () => {
    expect(option('columnar', { labelColumn: 'gene', valueColumn: 'ctrl' }).series[0]!.data).toEqual([1, 2, 3, 4, 100]);
    const grouped = option('columnarMap', { labelColumn: 'gene', valueColumns: ['ctrl', 'treated'], stacked: true });
    expect(grouped.series.map((s) => [s.type, s.name, s.stack])).toEqual([
      ['bar', 'ctrl', 'total'],
      ['bar', 'treated', 'total'],
    ]);
    expect(option('area', { xColumn: 'gene', valueColumns: ['ctrl'] }).series[0]!.areaStyle).toBeDefined();
    const pie = option('pieChart', { labelColumn: 'gene', valueColumn: 'length' });
    expect((pie.series[0]!.data as { name: string }[]).map((d) => d.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const scatter = option('scatter', { xColumn: 'ctrl', yColumn: 'treated', groupColumn: 'group' });
    expect(scatter.series.map((s) => [s.name, (s.data as unknown[]).length])).toEqual([
      ['up', 3],
      ['down', 2],
    ]);
  });

  it('pointplot: the mean and one standard deviation of each category', () => {
    const o = option('pointplot', { categoryColumn: 'group', valueColumn: 'treated' });
    expect(o.series[0]!.data).toEqual([11, 1.5]);
    const bars = o.series[1]!.data as { coords: number[][] }[];
    // up: 10 12 11 -> sd 1; down: 1 2 -> sd 0.7071
    expect(bars[0]!.coords).toEqual([
      [0, 10],
      [0, 12],
    ]);
    expect(bars[1]!.coords[1]![1]).toBeCloseTo(1.5 + Math.SQRT1_2, 10);
  });

  it('heatmap: rows and columns in dendrogram order, with a dendrogram series for each', () => {
    const o = option('heatmap', { labelColumn: 'gene', valueColumns: ['ctrl', 'treated'] });
    expect(o.series.map((s) => s.type)).toEqual(['heatmap', 'lines', 'lines']);
    const [x, y] = [o.xAxis as { data?: string[] }[], o.yAxis as { data?: string[] }[]];
    // C, D merge first (1.41), then A, B (2.24), then the two pairs, and E (100, 11) last; the smaller id goes first.
    expect(y[0]!.data).toEqual(['E', 'C', 'D', 'A', 'B']);
    expect(x[0]!.data).toEqual(['ctrl', 'treated']);
    expect((o.series[0]!.data as unknown[]).length).toBe(10);
    expect((o.series[2]!.data as unknown[]).length).toBe(4);
  });

  it('heatmap without clustering keeps the table order; log2(x + 1) and z-scores change the values', () => {
    const o = option('heatmap', {
      labelColumn: 'gene',
      valueColumns: ['ctrl'],
      clusterRows: false,
      logScale: true,
    });
    expect(o.series).toHaveLength(1);
    expect((o.yAxis as { data: string[] }[])[0]!.data).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect((o.series[0]!.data as number[][])[0]).toEqual([0, 0, 1]);
    const z = option('heatmap', { valueColumns: ['ctrl', 'treated'], scale: 'row', clusterRows: false });
    expect((z.series[0]!.data as number[][]).slice(0, 2).map((c) => c[2])).toEqual([-Math.SQRT1_2, Math.SQRT1_2]);
  });

  it('venn: counts of every region for three sets, UpSet bars for four', () => {
    const sets = [named('a\nb\nc\nd', 'one.txt'), named('c\nd\ne', 'two.txt'), named('d\ne\nf\ng', 'three.txt')];
    const o = option('venn', { setNames: ['S1'] }, sets) as unknown as { graphic: { style: { text?: string } }[] };
    const texts = o.graphic.map((g) => g.style.text).filter(Boolean);
    expect(texts.slice(0, 3)).toEqual(['S1 (4)', 'two.txt (3)', 'three.txt (4)']);
    // Regions by mask 1 to 7: a b | - | c | f g | - | e | d
    expect(texts.slice(3)).toEqual(['2', '0', '1', '2', '0', '1', '1']);
    const four = option('venn', {}, [...sets, named('a\ng', 'four.txt')]);
    expect(four.series.map((s) => s.type)).toEqual(['bar', 'scatter', 'scatter', 'lines', 'bar']);
    expect(four.series[4]!.data).toEqual([4, 3, 4, 2]);
    // a is in sets 1 and 4, g in 3 and 4: seven items over six regions.
    expect((four.series[0]!.data as number[]).reduce((s, v) => s + v, 0)).toBe(7);
  });

  it('refuses what cannot be drawn with a code and the column it is about', () => {
    expect(errorOf(() => option('columnar', { labelColumn: 'gene', valueColumn: 'nope' }))).toEqual({
      code: 'DRAWING_COLUMN_NOT_FOUND',
      params: { column: 'nope' },
    });
    expect(errorOf(() => option('scatter', { xColumn: 'gene', yColumn: 'ctrl' }))?.code).toBe(
      'DRAWING_COLUMN_NOT_NUMERIC',
    );
    const negative = named('k\tv\na\t-1\nb\t2');
    expect(errorOf(() => option('pieChart', { labelColumn: 'k', valueColumn: 'v' }, [negative]))?.code).toBe(
      'DRAWING_VALUES_NEGATIVE',
    );
    expect(
      errorOf(() => option('columnar', { labelColumn: 'k', valueColumn: 'v', logScale: true }, [negative]))?.code,
    ).toBe('DRAWING_LOG_NONPOSITIVE');
    expect(errorOf(() => option('venn', {}, [named('a')]))).toEqual({
      code: 'DRAWING_FILE_COUNT',
      params: { min: 2, max: 5 },
    });
    expect(errorOf(() => option('heatmap', {}, [named('a\nb')]))?.code).toBe('DRAWING_NO_NUMERIC_COLUMNS');
  });
});

describe('paramDefault', () => {
  it("answers the schema's default of a param, for forms to show", () => {
    expect(paramDefault('heatmap', 'clusterRows')).toBe(true);
    expect(paramDefault('heatmap', 'scale')).toBe('none');
    expect(paramDefault('columnar', 'labelColumn')).toBeUndefined();
  });
});
