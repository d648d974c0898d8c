/**
 * Joins salmon quant.sf files (one per sample) into one TPM table: a row per transcript, a column per sample, the
 * TPM values copied as salmon wrote them (0 where a sample lacks the transcript). With --counts, the same table of
 * estimated read counts (NumReads), which count-based differential expression (DESeq2, edgeR) takes instead of TPM.
 * A third table sums each sample up: transcripts detected (TPM > 0) and reads assigned.
 *   node tpm-merge.ts --output=out/tpm.tsv --samples=out/samples.tsv [--counts=out/counts.tsv] [--names=a,b,...]
 *     -- <quant.sf>...
 *
 * Sample names: --names when given (one per file, in order); else each file's name without .sf / .quant.sf, except
 * that a plain quant.sf (a run without a sample name) or a repeated name is named by its place (sample2 for the
 * second file), so one unnamed file does not take the names of the others.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, lineWriter, readLines, run } from './table-io.ts';

interface Quant {
  /** Transcript -> TPM as written. */
  tpm: Map<string, string>;
  /** Transcript -> NumReads as written ('NA' when the file has no such column). */
  counts: Map<string, string>;
  detected: number;
  reads: number;
}

async function readQuant(file: string): Promise<Quant> {
  const quant: Quant = { tpm: new Map(), counts: new Map(), detected: 0, reads: 0 };
  let columns: { name: number; tpm: number; reads: number } | undefined;
  for await (const line of readLines(file)) {
    if (line === '') continue;
    const cells = line.split('\t');
    if (!columns) {
      columns = { name: cells.indexOf('Name'), tpm: cells.indexOf('TPM'), reads: cells.indexOf('NumReads') };
      if (columns.name < 0 || columns.tpm < 0) {
        fail(`${path.basename(file)} is not a salmon quant.sf file: its header lacks the Name and TPM columns`);
      }
      continue;
    }
    const name = cells[columns.name];
    const tpm = cells[columns.tpm];
    if (!name || tpm === undefined || !Number.isFinite(Number(tpm))) {
      fail(`${path.basename(file)}: a line without a transcript name or a numeric TPM: ${line.slice(0, 80)}`);
    }
    quant.tpm.set(name, tpm);
    quant.counts.set(name, cells[columns.reads] ?? 'NA');
    if (Number(tpm) > 0) quant.detected += 1;
    quant.reads += Number(cells[columns.reads] ?? 0) || 0;
  }
  if (!columns) fail(`${path.basename(file)} is empty`);
  return quant;
}

function sampleNames(files: readonly string[], given: string | undefined): string[] {
  if (given) {
    const names = given.split(',').map((n) => n.trim());
    if (names.length !== files.length) fail(`${names.length} sample names for ${files.length} quant.sf files`);
    if (new Set(names).size !== names.length) fail('the sample names repeat');
    return names;
  }
  const stems = files.map((f) => path.basename(f).replace(/(\.quant)?\.sf$/, ''));
  const count = (stem: string) => stems.filter((s) => s === stem).length;
  const names = stems.map((stem, i) => (stem === 'quant' || stem === '' || count(stem) > 1 ? `sample${i + 1}` : stem));
  // A kept name may equal a place name (a file called sample2.sf beside an unnamed second file): places then for all.
  return new Set(names).size === names.length ? names : files.map((_, i) => `sample${i + 1}`);
}

run(async () => {
  const { values, positionals } = parseArgs({
    options: {
      output: { type: 'string' },
      samples: { type: 'string' },
      counts: { type: 'string' },
      names: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (!values.output || !values.samples || positionals.length === 0) {
    fail('usage: --output <tpm.tsv> --samples <samples.tsv> [--names a,b] -- <quant.sf>...');
  }
  const names = sampleNames(positionals, values.names);
  const quants: Quant[] = [];
  for (const file of positionals) quants.push(await readQuant(file));
  // Transcripts in the order of the first file, then any the others add.
  const transcripts = [...new Set(quants.flatMap((q) => [...q.tpm.keys()]))];

  const matrix = async (file: string, of: (q: Quant) => Map<string, string>) => {
    const table = lineWriter(file);
    await table.write(['transcript', ...names].join('\t'));
    for (const transcript of transcripts) {
      await table.write([transcript, ...quants.map((q) => of(q).get(transcript) ?? '0')].join('\t'));
    }
    await table.close();
  };
  await matrix(values.output, (q) => q.tpm);
  if (values.counts) await matrix(values.counts, (q) => q.counts);

  const summary = lineWriter(values.samples);
  await summary.write('sample\tdetected_transcripts\tassigned_reads');
  for (const [i, quant] of quants.entries()) {
    await summary.write(`${names[i]}\t${quant.detected}\t${Math.round(quant.reads)}`);
  }
  await summary.close();
  process.stderr.write(`${transcripts.length} transcripts x ${names.length} samples merged\n`);
});
