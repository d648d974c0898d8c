/**
 * Keeps the named columns of a table, in the order given (so it also reorders them); streamed, any size.
 *   node table-select.ts --columns=gene,score --output=out/selected.tsv in/table.tsv
 */
import { parseArgs } from 'node:util';
import { columnIndex, delimiterFor, fail, lineWriter, readLines, run } from './table-io.ts';

run(async () => {
  const { values, positionals } = parseArgs({
    options: { columns: { type: 'string' }, output: { type: 'string' } },
    allowPositionals: true,
  });
  const [input] = positionals;
  if (!input || !values.columns || !values.output) fail('usage: --columns=a,b --output <table>');
  const wanted = values.columns.split(',').map((c) => c.trim());
  const separator = delimiterFor(input);
  const out = lineWriter(values.output);
  let indexes: number[] | undefined;
  for await (const line of readLines(input)) {
    const cells = line.split(separator);
    if (!indexes) indexes = wanted.map((column) => columnIndex(cells, column));
    else if (line === '') continue;
    await out.write(indexes.map((i) => cells[i] ?? '').join(separator));
  }
  await out.close();
});
