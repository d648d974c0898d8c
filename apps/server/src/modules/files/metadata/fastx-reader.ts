import { FormatError, type DetailReader, type DetailValues } from './detail-reader';

/*
 * FASTA and FASTQ: sequence count, total, shortest and longest length, N50 and GC content (G and C among all
 * residues, as seqkit stats counts it). Lengths are kept as a histogram (length -> count): short-read files have a
 * handful of distinct lengths, so N50 needs no list of every read.
 */

const NEWLINE = 0x0a;
const CR = 0x0d;
const GREATER = 0x3e;
const AT = 0x40;
const PLUS = 0x2b;

function isSpace(byte: number): boolean {
  return byte === CR || byte === 0x20 || byte === 0x09;
}

function sequenceStats() {
  const lengths = new Map<number, number>();
  let count = 0;
  let total = 0;
  let gc = 0;
  return {
    add(length: number, gcCount: number) {
      lengths.set(length, (lengths.get(length) ?? 0) + 1);
      count += 1;
      total += length;
      gc += gcCount;
    },
    values(): DetailValues {
      const sorted = [...lengths.keys()].sort((a, b) => b - a);
      let n50 = 0;
      for (let i = 0, sum = 0; i < sorted.length; i++) {
        const length = sorted[i]!;
        sum += length * lengths.get(length)!;
        if (sum * 2 >= total) {
          n50 = length;
          break;
        }
      }
      return {
        sequenceCount: count,
        totalLength: total,
        minLength: sorted.at(-1) ?? 0,
        maxLength: sorted[0] ?? 0,
        n50,
        gcPercent: total === 0 ? 0 : Math.round((gc / total) * 10_000) / 100,
      };
    },
  };
}

/** Residues and G/C among bytes [from, to) of a sequence line. */
function countResidues(chunk: Buffer, from: number, to: number): { length: number; gc: number } {
  let length = 0;
  let gc = 0;
  for (let i = from; i < to; i++) {
    const byte = chunk[i]!;
    if (isSpace(byte)) continue;
    length++;
    const lower = byte | 0x20;
    if (lower === 0x67 || lower === 0x63) gc++;
  }
  return { length, gc };
}

export function createFastaReader(): DetailReader {
  const stats = sequenceStats();
  let lineStart = true;
  let inHeader = false;
  let inRecord = false;
  let length = 0;
  let gc = 0;
  const endRecord = () => {
    if (inRecord) stats.add(length, gc);
    length = 0;
    gc = 0;
  };
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length;) {
        if (lineStart) {
          lineStart = false;
          if (chunk[i] === GREATER) {
            endRecord();
            inRecord = true;
            inHeader = true;
          }
        }
        const newline = chunk.indexOf(NEWLINE, i);
        const end = newline === -1 ? chunk.length : newline;
        if (!inHeader) {
          const counted = countResidues(chunk, i, end);
          if (counted.length > 0 && !inRecord) throw new FormatError('sequence data before the first ">" header');
          length += counted.length;
          gc += counted.gc;
        }
        if (newline === -1) break;
        i = newline + 1;
        lineStart = true;
        inHeader = false;
      }
    },
    finish() {
      endRecord();
      return stats.values();
    },
  };
}

/** Four-line FASTQ records (header, sequence, '+', qualities); blank lines between records are allowed. */
export function createFastqReader(): DetailReader {
  const stats = sequenceStats();
  let lineStart = true;
  /** 0 header, 1 sequence, 2 separator, 3 qualities. */
  let line = 0;
  let length = 0;
  let gc = 0;
  const endLine = () => {
    if (line === 3) {
      stats.add(length, gc);
      length = 0;
      gc = 0;
    }
    line = (line + 1) % 4;
  };
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length;) {
        if (lineStart) {
          const first = chunk[i]!;
          if (line === 0 && (first === NEWLINE || first === CR)) {
            i++;
            continue;
          }
          lineStart = false;
          if (line === 0 && first !== AT) throw new FormatError('a FASTQ record must start with "@"');
          if (line === 2 && first !== PLUS)
            throw new FormatError('the third line of a FASTQ record must start with "+"');
        }
        const newline = chunk.indexOf(NEWLINE, i);
        const end = newline === -1 ? chunk.length : newline;
        if (line === 1) {
          const counted = countResidues(chunk, i, end);
          length += counted.length;
          gc += counted.gc;
        }
        if (newline === -1) break;
        i = newline + 1;
        lineStart = true;
        endLine();
      }
    },
    finish() {
      // A last line without its newline still ends its record.
      if (!lineStart) endLine();
      if (line !== 0) throw new FormatError('the last FASTQ record is incomplete');
      return stats.values();
    },
  };
}
