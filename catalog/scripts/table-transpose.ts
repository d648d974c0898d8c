/**
 * Swaps a table's rows and columns. A transpose needs every row before it can write the first line, so instead of
 * holding the table it reads it once to count rows, then once per block of columns, holding only that block
 * (at most CELL_BUDGET cells): memory stays bounded whatever the table's size, at the cost of more passes.
 *   node table-transpose.ts --output=out/transposed.tsv in/table.tsv
 */
import { parseArgs } from 'node:util';
import { delimiterFor, fail, lineWriter, readLines, run } from './table-io.ts';

const CELL_BUDGET = 4_000_000;

run(async () => {
  const { values, positionals } = parseArgs({ options: { output: { type: 'string' } }, allowPositionals: true });
  const [input] = positionals;
  if (!input || !values.output) fail('usage: --output <table>');
  const separator = delimiterFor(input);

  let rows = 0;
  let columns = 0;
  for await (const line of readLines(input)) {
    if (line === '') continue;
    rows += 1;
    columns = Math.max(columns, line.split(separator).length);
  }

  const block = Math.max(1, Math.floor(CELL_BUDGET / Math.max(rows, 1)));
  const out = lineWriter(values.output);
  for (let first = 0; first < columns; first += block) {
    const last = Math.min(columns, first + block);
    const transposed: string[][] = Array.from({ length: last - first }, () => []);
    for await (const line of readLines(input)) {
      if (line === '') continue;
      const cells = line.split(separator);
      for (let c = first; c < last; c += 1) transposed[c - first]!.push(cells[c] ?? '');
    }
    for (const row of transposed) await out.write(row.join(separator));
  }
  await out.close();
  process.stderr.write(`${rows} rows x ${columns} columns transposed\n`);
});
