/*
 * Read names of FASTQ and FASTA content, as the checks between inputs compare them: the mates of a pair (R1 and R2
 * list the same reads in the same order) and the names of an alignment (FastTree stops at a repeated one). Only
 * names are kept, never sequences.
 */

/** A read's name as both mates share it: up to the first space, without the /1 or /2 older Illumina names end with. */
export function mateName(header: string): string {
  return (header.split(/\s/, 1)[0] ?? '').replace(/\/[12]$/, '');
}

export interface SampledNames {
  /** The names of the whole records in the bytes, in order. */
  names: string[];
  /** Whether the bytes held the whole content: then `names` are all its records. */
  whole: boolean;
}

function linesOf(bytes: Buffer, whole: boolean): string[] {
  const lines = bytes.toString('latin1').split('\n');
  // A head cut inside a line: that line is not whole.
  if (!whole) lines.pop();
  else if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.replace(/\r$/, ''));
}

/**
 * The record names of the start of a FASTQ (four lines a record; the last record counts only when whole) or FASTA
 * (its header lines) file. `whole`: the bytes are the whole content, not a head of it.
 */
export function recordNames(bytes: Buffer, format: 'fastq' | 'fasta', whole: boolean): SampledNames {
  const lines = linesOf(bytes, whole);
  const names: string[] = [];
  if (format === 'fasta') {
    for (const line of lines) if (line.startsWith('>')) names.push(line.slice(1));
    // A head may end just after a header line, before its sequence: that record may not be whole.
    if (!whole && names.length > 0 && lines.at(-1)?.startsWith('>')) names.pop();
    return { names, whole };
  }
  // Blank lines before the first record (fastp's test data) are not records.
  let start = lines.findIndex((line) => line.startsWith('@'));
  if (start < 0) start = lines.length;
  for (let i = start; i + 3 < lines.length; i += 4) names.push(lines[i]!.slice(1));
  return { names, whole };
}

export type MatesProblem =
  { kind: 'names'; index: number; read: string; mate: string } | { kind: 'count'; reads: string; mates: string };

/** How a count reads when only a head was seen: at least this many. */
const atLeast = (sample: SampledNames) => (sample.whole ? String(sample.names.length) : `≥ ${sample.names.length}`);

/**
 * Whether the mates' names follow the reads' names record by record over what both samples hold, and whether their
 * counts can still be equal (a whole file with fewer records than the other's sample cannot pair with it).
 */
export function matesProblem(reads: SampledNames, mates: SampledNames): MatesProblem | null {
  const compared = Math.min(reads.names.length, mates.names.length);
  for (let i = 0; i < compared; i++) {
    const read = mateName(reads.names[i]!);
    const mate = mateName(mates.names[i]!);
    if (read !== mate) return { kind: 'names', index: i + 1, read, mate };
  }
  const differ =
    (reads.whole && mates.names.length > reads.names.length) ||
    (mates.whole && reads.names.length > mates.names.length);
  if (differ) return { kind: 'count', reads: atLeast(reads), mates: atLeast(mates) };
  return null;
}

/**
 * Takes the lines of a FASTA file in order and answers the first name (up to the first space, as FastTree and the
 * other tools name a sequence) seen a second time, else null.
 */
export function repeatedNameFinder(): (line: string) => string | null {
  const seen = new Set<string>();
  return (line) => {
    if (!line.startsWith('>')) return null;
    const name = line.slice(1).trim().split(/\s/, 1)[0] ?? '';
    if (seen.has(name)) return name;
    seen.add(name);
    return null;
  };
}
