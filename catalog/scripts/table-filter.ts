/**
 * Keeps the rows of a table whose column compares true with a value (streamed, any size).
 *   node table-filter.ts --column=score --op=ge --value=5 --output=out/filtered.tsv in/table.tsv
 */
import { parseArgs } from 'node:util';
import { columnIndex, delimiterFor, fail, lineWriter, readLines, run } from './table-io.ts';

const NUMERIC_OPS = new Set(['gt', 'ge', 'lt', 'le']);

function matcher(op: string, value: string): (cell: string | undefined) => boolean {
  const number = Number(value);
  if (NUMERIC_OPS.has(op) && (value.trim() === '' || !Number.isFinite(number))) fail(`"${value}" is not a number`);
  const numeric = (test: (n: number) => boolean) => (cell: string | undefined) =>
    cell !== undefined && cell.trim() !== '' && Number.isFinite(Number(cell)) && test(Number(cell));
  switch (op) {
    case 'eq':
      return (cell) => cell === value;
    case 'ne':
      return (cell) => cell !== value;
    case 'contains':
      return (cell) => cell !== undefined && cell.includes(value);
    case 'gt':
      return numeric((n) => n > number);
    case 'ge':
      return numeric((n) => n >= number);
    case 'lt':
      return numeric((n) => n < number);
    case 'le':
      return numeric((n) => n <= number);
    default:
      fail(`unknown comparison "${op}"`);
  }
}

run(async () => {
  const { values, positionals } = parseArgs({
    options: {
      column: { type: 'string' },
      op: { type: 'string' },
      value: { type: 'string', default: '' },
      output: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [input] = positionals;
  if (!input || !values.column || !values.op || !values.output) fail('usage: --column --op --value --output <table>');
  const separator = delimiterFor(input);
  const matches = matcher(values.op, values.value);
  const out = lineWriter(values.output);
  let column = -1;
  let kept = 0;
  for await (const line of readLines(input)) {
    if (column < 0) {
      column = columnIndex(line.split(separator), values.column);
      await out.write(line);
      continue;
    }
    if (line === '') continue;
    if (matches(line.split(separator)[column])) {
      kept += 1;
      await out.write(line);
    }
  }
  await out.close();
  process.stderr.write(`kept ${kept} rows\n`);
});
