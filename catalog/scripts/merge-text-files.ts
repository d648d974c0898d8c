/**
 * Merges text files into one, in the order given (the spec's merge-text-files tool). With --skip-headers the header
 * of every file after the first is left out, so tables merge into one table: a file starting with '#' lines (VCF, GFF)
 * has all of them as its header (a VCF's ## lines and #CHROM), any other file its first line. A file that does
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
    // 'first' until the first line is seen, then 'comments' while a '#' header goes on, then 'body'.
    let header: 'first' | 'comments' | 'body' = n > 0 && values['skip-headers'] ? 'first' : 'body';
    for await (const line of readLines(file)) {
      if (header === 'first') {
        header = line.startsWith('#') ? 'comments' : 'body';
        continue;
      }
      if (header === 'comments' && line.startsWith('#')) continue;
      header = 'body';
      await out.write(line);
    }
  }
  await out.close();
  process.stderr.write(`${positionals.length} files merged\n`);
});
