/**
 * Per-sequence statistics of a multiple alignment (FASTA with gaps), one row per sequence: its residues (length
 * without gaps), gaps, the share of the alignment's columns that are gaps, GC content (nucleotide alignments only;
 * NA for proteins, whose A, C, G and T are amino acids), and identity to the consensus (each column's most common
 * residue) over the columns where the sequence has a residue, which shows the most diverged sequences.
 *   node alignment-stats.ts --output=out/alignment_stats.tsv -- <aligned.fa>
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, readLines, run } from './table-io.ts';

interface Sequence {
  name: string;
  residues: string;
}

const isGap = (residue: string) => residue === '-' || residue === '.';
/** An alignment whose residues are at least this share A, C, G, T, U or N is taken for nucleotides. */
const NUCLEOTIDE_SHARE = 0.9;

async function readAlignment(file: string): Promise<Sequence[]> {
  const sequences: Sequence[] = [];
  for await (const line of readLines(file)) {
    if (line.startsWith('>')) {
      sequences.push({ name: line.slice(1).trim().split(/\s/)[0] ?? '', residues: '' });
      continue;
    }
    const residues = line.trim().toUpperCase();
    if (residues === '') continue;
    const current = sequences.at(-1);
    if (!current) fail(`${path.basename(file)} is not FASTA: it does not start with ">"`);
    current.residues += residues;
  }
  if (sequences.length === 0) fail(`${path.basename(file)} has no sequences`);
  const width = sequences[0]!.residues.length;
  const uneven = sequences.find((s) => s.residues.length !== width);
  if (uneven) {
    fail(`not an alignment: ${uneven.name} has ${uneven.residues.length} columns, ${sequences[0]!.name} ${width}`);
  }
  return sequences;
}

/** Each column's most common residue (gaps left out; ties to the alphabetically first), '-' for all-gap columns. */
function consensus(sequences: readonly Sequence[]): string[] {
  const width = sequences[0]!.residues.length;
  return Array.from({ length: width }, (_, column) => {
    const counts = new Map<string, number>();
    for (const { residues } of sequences) {
      const residue = residues[column]!;
      if (!isGap(residue)) counts.set(residue, (counts.get(residue) ?? 0) + 1);
    }
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return ranked[0]?.[0] ?? '-';
  });
}

const percent = (part: number, whole: number) => (whole > 0 ? ((part / whole) * 100).toFixed(2) : 'NA');

function nucleotides(sequences: readonly Sequence[]): boolean {
  const residues = sequences.flatMap((s) => [...s.residues].filter((r) => !isGap(r)));
  const bases = residues.filter((r) => 'ACGTUN'.includes(r)).length;
  return residues.length > 0 && bases / residues.length >= NUCLEOTIDE_SHARE;
}

function row(sequence: Sequence, consensusResidues: readonly string[], nucleotide: boolean): (string | number)[] {
  const residues = [...sequence.residues];
  const filled = residues.filter((r) => !isGap(r));
  const gc = filled.filter((r) => r === 'G' || r === 'C').length;
  const acgt = filled.filter((r) => 'ACGTU'.includes(r)).length;
  const identical = residues.filter((r, i) => !isGap(r) && r === consensusResidues[i]).length;
  return [
    sequence.name,
    filled.length,
    residues.length - filled.length,
    percent(residues.length - filled.length, residues.length),
    nucleotide ? percent(gc, acgt) : 'NA',
    percent(identical, filled.length),
  ];
}

run(async () => {
  const { values, positionals } = parseArgs({ options: { output: { type: 'string' } }, allowPositionals: true });
  const [alignment] = positionals;
  if (!alignment || !values.output) fail('usage: --output <alignment_stats.tsv> -- <aligned.fa>');
  const sequences = await readAlignment(alignment);
  const columns = consensus(sequences);
  const nucleotide = nucleotides(sequences);
  const header = ['sequence', 'length', 'gaps', 'gap_percent', 'GC_percent', 'identity_percent'];
  const rows = sequences.map((s) => row(s, columns, nucleotide).join('\t'));
  await writeFile(values.output, [header.join('\t'), ...rows].join('\n') + '\n');
});
