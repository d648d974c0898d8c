/**
 * Joins two tables on a key column: every row of the first table with the matching rows of the second. The second
 * table is held in memory (keyed by its column) and the first streams through, so put the larger table first.
 *   node table-join.ts --left-key=gene --right-key=gene --type=inner --output=out/joined.tsv in/a.tsv in/b.tsv
 */
import { parseArgs } from 'node:util';
import { columnIndex, delimiterFor, fail, lineWriter, readLines, run } from './table-io.ts';

/** Rows of the second table held at most; beyond, the user is told to swap or split the tables. */
const RIGHT_ROWS_MAX = 5_000_000;

run(async () => {
  const { values, positionals } = parseArgs({
    options: {
      'left-key': { type: 'string' },
      'right-key': { type: 'string' },
      type: { type: 'string', default: 'inner' },
      output: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [left, right] = positionals;
  const leftKey = values['left-key'];
  const rightKey = values['right-key'] ?? leftKey;
  if (!left || !right || !leftKey || !rightKey || !values.output) fail('usage: --left-key --output <left> <right>');
  if (values.type !== 'inner' && values.type !== 'left') fail(`unknown join type "${values.type}"`);

  const rightSeparator = delimiterFor(right);
  const byKey = new Map<string, string[][]>();
  let rightHeader: string[] | undefined;
  let rightKeyIndex = -1;
  let held = 0;
  for await (const line of readLines(right)) {
    const cells = line.split(rightSeparator);
    if (!rightHeader) {
      rightHeader = cells;
      rightKeyIndex = columnIndex(cells, rightKey);
      continue;
    }
    if (line === '') continue;
    held += 1;
    if (held > RIGHT_ROWS_MAX) fail(`the second table has more than ${RIGHT_ROWS_MAX} rows: put the larger one first`);
    const key = cells[rightKeyIndex] ?? '';
    const rest = cells.filter((_, i) => i !== rightKeyIndex);
    const list = byKey.get(key);
    if (list) list.push(rest);
    else byKey.set(key, [rest]);
  }
  if (!rightHeader) fail('the second table is empty');
  const rightColumns = rightHeader.filter((_, i) => i !== rightKeyIndex);
  const empty = rightColumns.map(() => '');

  const separator = delimiterFor(left);
  const out = lineWriter(values.output);
  let leftKeyIndex = -1;
  let written = 0;
  for await (const line of readLines(left)) {
    const cells = line.split(separator);
    if (leftKeyIndex < 0) {
      leftKeyIndex = columnIndex(cells, leftKey);
      await out.write([...cells, ...rightColumns].join(separator));
      continue;
    }
    if (line === '') continue;
    const matches = byKey.get(cells[leftKeyIndex] ?? '');
    if (!matches && values.type === 'left') {
      written += 1;
      await out.write([...cells, ...empty].join(separator));
    }
    for (const match of matches ?? []) {
      written += 1;
      await out.write([...cells, ...match].join(separator));
    }
  }
  await out.close();
  process.stderr.write(`${written} rows written\n`);
});
