/**
 * Merges text files into one, in the order given (the spec's merge-text-files tool). With --skip-headers the first
 * line of every file after the first is left out, so tables with one header merge into one table. A file that does
 * not end with a line break gets one, so its last line never runs into the next file's first.
 *   node merge-text-files.ts --skip-headers --output=out/merged.txt in/a.txt in/b.txt
 */
import { parseArgs } from 'node:util';
import { fail, lineWriter, readLines, run } from './table-io.ts';

run(async () => {
  const { values, positionals } = parseArgs({
    options: { 'skip-headers': { type: 'boolean', default: false }, output: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0 || !values.output) fail('usage: [--skip-headers] --output <file>...');
  const out = lineWriter(values.output);
  for (const [n, file] of positionals.entries()) {
    let first = true;
    for await (const line of readLines(file)) {
      if (!(first && n > 0 && values['skip-headers'])) await out.write(line);
      first = false;
    }
  }
  await out.close();
  process.stderr.write(`${positionals.length} files merged\n`);
});
