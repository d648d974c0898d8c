/**
 * Seeded random DNA for the example generators of the app demos (generate-rnaseq-examples.ts,
 * generate-microbial-examples.ts): sequences, coding genes, and reads sampled from them, all deterministic so the
 * expected results written in the manifests stay true when the files are made again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Random = () => number;

/** mulberry32: small, seedable, good enough for test data. */
export function generator(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASES = 'ACGT';
const STOPS = new Set(['TAA', 'TAG', 'TGA']);
const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A', N: 'N' };

export const pick = (random: Random, n: number) => Math.floor(random() * n);

export function randomDna(random: Random, length: number): string {
  return Array.from({ length }, () => BASES[pick(random, 4)]).join('');
}

export function reverseComplement(dna: string): string {
  return [...dna]
    .reverse()
    .map((base) => COMPLEMENT[base] ?? 'N')
    .join('');
}

/** A coding sequence: ATG, `codons` sense codons, a stop. */
export function randomCds(random: Random, codons: number): string {
  let dna = 'ATG';
  while (dna.length < (codons + 1) * 3) {
    const codon = randomDna(random, 3);
    if (!STOPS.has(codon)) dna += codon;
  }
  return `${dna}TAA`;
}

const wrap = (dna: string, width = 60) => dna.match(new RegExp(`.{1,${width}}`, 'g'))!.join('\n');

export function fasta(records: readonly { id: string; seq: string }[]): string {
  return records.map((r) => `>${r.id}\n${wrap(r.seq)}\n`).join('');
}

export interface ReadOptions {
  /** Read name prefix: reads are `<prefix>_<n>`. */
  prefix: string;
  length: number;
  /** Chance of a sequencing error per base. */
  errorRate: number;
  /** Every n-th read gets a poor-quality tail (for fastp to trim). */
  poorTailEvery: number;
}

/** One read of `source` at a random place and strand, as FASTQ; `n` numbers it. */
export function sampleRead(random: Random, source: string, n: number, options: ReadOptions): string {
  const start = pick(random, source.length - options.length + 1);
  let seq = source.slice(start, start + options.length);
  if (random() < 0.5) seq = reverseComplement(seq);
  const bases = [...seq].map((base) =>
    random() < options.errorRate ? BASES.replace(base, '')[pick(random, 3)]! : base,
  );
  const tail = Math.floor(options.length * 0.3);
  const quality =
    n % options.poorTailEvery === 0 ? 'I'.repeat(options.length - tail) + '#'.repeat(tail) : 'I'.repeat(options.length);
  return `@${options.prefix}_${n}\n${bases.join('')}\n+\n${quality}\n`;
}

/** Writes `content` to `<root>/<folder>/<name>`. */
export function writeExample(root: string, folder: string, name: string, content: string | Buffer): void {
  const dir = path.join(root, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), content);
}
