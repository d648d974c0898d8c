/**
 * Expression figures of a table with a row per gene or transcript and a column per sample (such as tpm-merge's TPM
 * table): a clustered heatmap of the most variable rows and a boxplot per sample, both SVG. Values are shown as
 * log2(value + 1) unless --linear is given.
 *   node expression-figures.ts --heatmap=out/heatmap.svg --boxplot=out/boxplot.svg --top=50 [--linear] -- <table>
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { boxplotSvg } from './expression-boxplot.ts';
import { heatmapSvg, type Matrix } from './expression-heatmap.ts';
import { delimiterFor, fail, readLines, run } from './table-io.ts';

async function readMatrix(file: string): Promise<Matrix> {
  const delimiter = delimiterFor(file);
  const matrix: Matrix = { rows: [], columns: [], values: [] };
  let lineNumber = 0;
  for await (const line of readLines(file)) {
    lineNumber += 1;
    if (line === '') continue;
    const [name, ...cells] = line.split(delimiter);
    if (matrix.columns.length === 0) {
      if (cells.length === 0) fail(`${path.basename(file)}: the header needs a name column and sample columns`);
      matrix.columns = cells;
      continue;
    }
    const values = cells.map(Number);
    if (cells.length !== matrix.columns.length || values.some((v) => !Number.isFinite(v) || v < 0)) {
      fail(`line ${lineNumber}: ${matrix.columns.length} non-negative numbers expected after the name`);
    }
    matrix.rows.push(name ?? '');
    matrix.values.push(values);
  }
  if (matrix.rows.length === 0) fail(`${path.basename(file)} has no rows under its header`);
  return matrix;
}

run(async () => {
  const { values, positionals } = parseArgs({
    options: {
      heatmap: { type: 'string' },
      boxplot: { type: 'string' },
      top: { type: 'string' },
      linear: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const top = Number(values.top);
  const [input] = positionals;
  if (!input || !values.heatmap || !values.boxplot || !Number.isInteger(top) || top < 2) {
    fail('usage: --heatmap <svg> --boxplot <svg> --top <n >= 2> [--linear] -- <table>');
  }
  const read = await readMatrix(input);
  const matrix = values.linear ? read : { ...read, values: read.values.map((row) => row.map((v) => Math.log2(v + 1))) };
  const scale = values.linear ? 'value' : 'log2(value + 1)';
  const shown = Math.min(top, matrix.rows.length);
  await writeFile(values.heatmap, heatmapSvg(matrix, top, `${shown} most variable rows, ${scale}`));
  await writeFile(values.boxplot, boxplotSvg(matrix, 'Distribution per sample', scale));
  process.stderr.write(`${matrix.rows.length} rows x ${matrix.columns.length} samples drawn\n`);
});
