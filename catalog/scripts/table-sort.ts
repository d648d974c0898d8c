/**
 * Sorts a table's rows by one column, keeping the header first. The sorting itself is GNU sort's (coreutils): an
 * external merge sort that spills to temporary files, so tables larger than memory sort too. Equal keys keep their
 * order (-s); the C locale makes the order the same on every machine.
 *   node table-sort.ts --column=score --numeric --descending --output=out/sorted.tsv in/table.tsv
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, closeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { columnIndex, delimiterFor, fail, lineWriter, readLines, run } from './table-io.ts';

run(async () => {
  const { values, positionals } = parseArgs({
    options: {
      column: { type: 'string' },
      numeric: { type: 'boolean', default: false },
      descending: { type: 'boolean', default: false },
      output: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [input] = positionals;
  if (!input || !values.column || !values.output) fail('usage: --column --output <table>');
  const separator = delimiterFor(input);

  const lines = readLines(input);
  const first = await lines.next();
  const header = first.done ? '' : first.value;
  const key = columnIndex(header.split(separator), values.column) + 1;
  const head = lineWriter(values.output);
  await head.write(header);
  await head.close();

  const args = ['-s', `-t${separator}`, `-k${key},${key}${values.numeric ? 'g' : ''}${values.descending ? 'r' : ''}`];
  const output = openSync(values.output, 'a');
  const sort = spawn('sort', args, { stdio: ['pipe', output, 'inherit'], env: { ...process.env, LC_ALL: 'C' } });
  closeSync(output);
  const exited = once(sort, 'close');
  const sortInput = sort.stdin;
  if (!sortInput) fail('sort has no input');
  for await (const line of lines) {
    if (line === '') continue;
    if (!sortInput.write(`${line}\n`)) await once(sortInput, 'drain');
  }
  sortInput.end();
  const [code] = (await exited) as [number | null];
  if (code !== 0) fail(`sort ended with status ${code}`);
});
