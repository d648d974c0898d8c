/**
 * Statistics of a genome assembly: contig count, total length, largest contig, N50, L50, GC content, and, when the
 * predicted genes (GFF, such as Prodigal's) are given, the number of genes (CDS features) and the share of the
 * assembly they cover. One header line and one row, tab-separated.
 *   node assembly-stats.ts --output=out/stats.tsv [--genes=<genes.gff>] -- <contigs.fa>
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, readLines, run } from './table-io.ts';

interface Assembly {
  lengths: number[];
  gc: number;
  /** Bases that are A, C, G or T (GC content leaves out N and other codes). */
  acgt: number;
}

async function readContigs(file: string): Promise<Assembly> {
  const assembly: Assembly = { lengths: [], gc: 0, acgt: 0 };
  for await (const line of readLines(file)) {
    if (line.startsWith('>')) {
      assembly.lengths.push(0);
      continue;
    }
    const seq = line.trim().toUpperCase();
    if (seq === '') continue;
    if (assembly.lengths.length === 0) fail(`${path.basename(file)} is not FASTA: it does not start with ">"`);
    assembly.lengths[assembly.lengths.length - 1]! += seq.length;
    for (const base of seq) {
      if (base === 'G' || base === 'C') assembly.gc += 1;
      if ('ACGT'.includes(base)) assembly.acgt += 1;
    }
  }
  if (assembly.lengths.length === 0) fail(`${path.basename(file)} has no sequences`);
  return assembly;
}

/** N50 and L50: the length of, and the count up to, the contig at which the longest ones reach half the total. */
export function n50(lengths: readonly number[]): { n50: number; l50: number } {
  const sorted = [...lengths].sort((a, b) => b - a);
  const total = sorted.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (const [i, length] of sorted.entries()) {
    sum += length;
    if (sum * 2 >= total) return { n50: length, l50: i + 1 };
  }
  return { n50: 0, l50: 0 };
}

async function readGenes(file: string): Promise<{ count: number; bases: number }> {
  const genes = { count: 0, bases: 0 };
  for await (const line of readLines(file)) {
    if (line === '' || line.startsWith('#')) continue;
    const cells = line.split('\t');
    if (cells.length < 9) fail(`${path.basename(file)} is not GFF: a line has ${cells.length} columns, not 9`);
    if (cells[2] !== 'CDS') continue;
    genes.count += 1;
    genes.bases += Number(cells[4]) - Number(cells[3]) + 1;
  }
  return genes;
}

run(async () => {
  const { values, positionals } = parseArgs({
    options: { output: { type: 'string' }, genes: { type: 'string' } },
    allowPositionals: true,
  });
  const [contigs] = positionals;
  if (!contigs || !values.output) fail('usage: --output <stats.tsv> [--genes <genes.gff>] -- <contigs.fa>');
  const assembly = await readContigs(contigs);
  const total = assembly.lengths.reduce((a, b) => a + b, 0);
  const { n50: n, l50 } = n50(assembly.lengths);
  const columns: [string, string | number][] = [
    ['contigs', assembly.lengths.length],
    ['total_length', total],
    ['largest_contig', Math.max(...assembly.lengths)],
    ['N50', n],
    ['L50', l50],
    ['GC_percent', assembly.acgt > 0 ? ((assembly.gc / assembly.acgt) * 100).toFixed(2) : 'NA'],
  ];
  if (values.genes) {
    const genes = await readGenes(values.genes);
    columns.push(
      ['genes', genes.count],
      ['coding_percent', total > 0 ? ((genes.bases / total) * 100).toFixed(2) : 'NA'],
    );
  }
  await writeFile(values.output, `${columns.map((c) => c[0]).join('\t')}\n${columns.map((c) => c[1]).join('\t')}\n`);
});
