/**
 * Writes the synthetic example inputs of the catalog tools (catalog/examples/<tool id>/). Deterministic: a seeded
 * generator, so running it again gives the same bytes and the expected results in the manifests stay true.
 * Files derived by running a tool (the BAM, the VCF, the alignment) are made by `derive-examples.sh` beside this.
 *
 *   node catalog/examples/generate-examples.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generator } from './synthetic-dna.ts';

const root = import.meta.dirname;

const random = generator(20261126);
const BASES = 'ACGT';
const pick = (n: number) => Math.floor(random() * n);
const randomDna = (length: number) => Array.from({ length }, () => BASES[pick(4)]).join('');
const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };
const reverseComplement = (dna: string) =>
  [...dna]
    .reverse()
    .map((base) => COMPLEMENT[base] ?? 'N')
    .join('');
const wrap = (dna: string, width = 60) => dna.match(new RegExp(`.{1,${width}}`, 'g'))!.join('\n');
const fasta = (records: { id: string; seq: string }[]) => records.map((r) => `>${r.id}\n${wrap(r.seq)}\n`).join('');

function write(tool: string, name: string, content: string): void {
  const dir = path.join(root, tool);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), content);
}

/** Changes a base to another one. */
function mutateBase(base: string): string {
  const others = BASES.replace(base, '');
  return others[pick(others.length)]!;
}

// A tiny genome and a sample that differs from it by a few SNPs.
const GENOME_LENGTH = 1500;
const genome = randomDna(GENOME_LENGTH);
const SNP_POSITIONS = [200, 500, 800, 1100, 1300];
const sample = [...genome];
for (const position of SNP_POSITIONS) sample[position - 1] = mutateBase(genome[position - 1]!);
const sampleDna = sample.join('');

// Single-end reads of the sample, half from the reverse strand; one in five has a poor tail for fastp to trim.
const READ_LENGTH = 100;
const READ_COUNT = 150;
const reads: string[] = [];
for (let i = 1; i <= READ_COUNT; i += 1) {
  const start = pick(GENOME_LENGTH - READ_LENGTH);
  let seq = sampleDna.slice(start, start + READ_LENGTH);
  if (i % 2 === 0) seq = reverseComplement(seq);
  const poorTail = i % 5 === 0;
  const quality = poorTail ? 'I'.repeat(70) + '#'.repeat(30) : 'I'.repeat(READ_LENGTH);
  reads.push(`@read_${String(i).padStart(3, '0')}\n${seq}\n+\n${quality}\n`);
}
const readsFastq = reads.join('');
const genomeFasta = fasta([{ id: 'chr1', seq: genome }]);

for (const tool of ['minimap2-map', 'bwa-mem']) {
  write(tool, 'genome.fa', genomeFasta);
  write(tool, 'reads.fq', readsFastq);
}
write('fastp', 'reads.fq', readsFastq);
write('seqkit-fq2fa', 'reads.fq', readsFastq);
write('bcftools-call', 'genome.fa', genomeFasta);

// Sequences of assorted lengths for the FASTA tools.
const seqs = [60, 120, 250, 90, 400, 180, 75, 310].map((length, i) => ({
  id: `seq${i + 1} sample sequence ${i + 1}`,
  seq: randomDna(length),
}));
const seqsFasta = fasta(seqs);
for (const tool of ['seqkit-stats', 'seqkit-grep', 'seqkit-seq']) write(tool, 'seqs.fa', seqsFasta);

// Coding sequences: ATG, codons without a stop, then a stop codon.
const STOPS = new Set(['TAA', 'TAG', 'TGA']);
function randomCds(codons: number): string {
  let dna = 'ATG';
  while (dna.length < codons * 3) {
    const codon = randomDna(3);
    if (!STOPS.has(codon)) dna += codon;
  }
  return `${dna}TAA`;
}
// The translation example is real coding sequences now (rhodopsins, made by derive-examples.sh); the draws of its
// former random genes stay, so the files generated below keep their content.
for (const codons of [40, 25, 60]) randomCds(codons);

// BLAST: two pieces of the genome (one with a mismatch) searched against it.
const pieceA = genome.slice(100, 260);
const pieceB = genome.slice(900, 1020).split('');
pieceB[50] = mutateBase(pieceB[50]!);
write(
  'blast',
  'query.fa',
  fasta([
    { id: 'query1', seq: pieceA },
    { id: 'query2', seq: pieceB.join('') },
  ]),
);
write('blast', 'genome.fa', genomeFasta);

// The multiple alignment's example is public data now (mafft/rhodopsins.fa, see derive-examples.sh): random
// descendants named after species taught a false tree. Their draws stay, so the files generated below keep their content.
const ancestor = randomDna(240);
function descendant(): string {
  const out: string[] = [];
  for (const base of ancestor) {
    const r = random();
    if (r < 0.01) continue; // deletion
    out.push(r < 0.08 ? mutateBase(base) : base);
    if (r > 0.995) out.push(randomDna(2)); // insertion
  }
  return out.join('');
}
for (let i = 0; i < 6; i++) descendant();

// Intervals on the genome, sorted, for bedtools.
const bedA = [
  ['chr1', 10, 120, 'a1'],
  ['chr1', 100, 300, 'a2'],
  ['chr1', 500, 650, 'a3'],
  ['chr1', 640, 700, 'a4'],
  ['chr1', 1000, 1200, 'a5'],
  ['chr1', 1400, 1450, 'a6'],
];
const bedB = [
  ['chr1', 50, 150, 'b1'],
  ['chr1', 600, 620, 'b2'],
  ['chr1', 1100, 1300, 'b3'],
];
const bed = (rows: (string | number)[][]) => rows.map((row) => `${row.join('\t')}\n`).join('');
write('bedtools-intersect', 'a.bed', bed(bedA));
write('bedtools-intersect', 'b.bed', bed(bedB));
write('bedtools-merge', 'a.bed', bed(bedA));

// Tables: an expression-like table, and a second one to join on the gene column.
const genes = ['TP53', 'BRCA1', 'EGFR', 'MYC', 'KRAS', 'PTEN', 'APC', 'RB1'];
const tableRows = ['gene\tsample\tcount\tscore'];
for (const [i, gene] of genes.entries()) {
  for (const sampleName of ['s1', 's2']) {
    tableRows.push(`${gene}\t${sampleName}\t${10 + pick(990)}\t${(random() * 10).toFixed(2)}`);
  }
  if (i === 3) tableRows.push(`${gene}\ts3\t${10 + pick(990)}\t${(random() * 10).toFixed(2)}`);
}
const table = `${tableRows.join('\n')}\n`;
for (const tool of ['table-filter', 'table-select', 'table-transpose', 'table-sort', 'table-join']) {
  write(tool, 'table.tsv', table);
}
// What the right table says of each gene is true (HGNC approved names and the chromosomes the genes lie on); PTEN is
// left out so the join shows a row without a match.
const GENE_FACTS: Record<string, [chromosome: string, name: string]> = {
  TP53: ['chr17', 'tumor protein p53'],
  BRCA1: ['chr17', 'BRCA1 DNA repair associated'],
  EGFR: ['chr7', 'epidermal growth factor receptor'],
  MYC: ['chr8', 'MYC proto-oncogene, bHLH transcription factor'],
  KRAS: ['chr12', 'KRAS proto-oncogene, GTPase'],
  APC: ['chr5', 'APC regulator of WNT signaling pathway'],
  RB1: ['chr13', 'RB transcriptional corepressor 1'],
};
const described = Object.entries(GENE_FACTS).map(([gene, [chromosome, name]]) => `${gene}\t${chromosome}\t${name}`);
write('table-join', 'genes.tsv', `gene\tchromosome\tdescription\n${described.join('\n')}\n`);

write('merge-text-files', 'part1.txt', 'id\tvalue\nx1\t1\nx2\t2\n');
write('merge-text-files', 'part2.txt', 'id\tvalue\nx3\t3\nx4\t4\n');
