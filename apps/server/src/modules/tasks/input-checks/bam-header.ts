import { BAM_MAGIC } from '../../files/metadata/bam-reader';

/*
 * The header of a BAM file (its inflated bytes: magic, SAM header text, then the reference list), and the order of
 * its first records: what a pileup needs (coordinate order) and which contigs the reads are on.
 */

export interface Contig {
  name: string;
  length: number;
}

export interface BamHeader {
  /** The @HD SO value ('coordinate', 'queryname', 'unsorted', 'unknown'), or null when the header has none. */
  sortOrder: string | null;
  contigs: Contig[];
  /** Where the first record starts in the bytes given. */
  recordsStart: number;
}

/** The header, or null when the bytes end before it does (read more). Throws on bytes that are not BAM. */
export function parseBamHeader(bytes: Buffer): BamHeader | null {
  if (bytes.length < 8) return null;
  if (!bytes.subarray(0, 4).equals(BAM_MAGIC)) throw new Error('not a BAM file');
  const textLength = bytes.readInt32LE(4);
  let at = 8 + textLength;
  if (bytes.length < at + 4) return null;
  const text = bytes.toString('latin1', 8, 8 + textLength);
  const sortOrder = /^@HD\t.*\bSO:([A-Za-z]+)/m.exec(text)?.[1] ?? null;
  const count = bytes.readInt32LE(at);
  at += 4;
  const contigs: Contig[] = [];
  for (let i = 0; i < count; i++) {
    if (bytes.length < at + 4) return null;
    const nameLength = bytes.readInt32LE(at);
    if (bytes.length < at + 4 + nameLength + 4) return null;
    // The name is NUL-terminated inside its length.
    const name = bytes.toString('latin1', at + 4, at + 4 + nameLength - 1);
    contigs.push({ name, length: bytes.readInt32LE(at + 4 + nameLength) });
    at += 4 + nameLength + 4;
  }
  return { sortOrder, contigs, recordsStart: at };
}

/**
 * Whether the whole records from `start` on are in coordinate order (refID, then pos; unmapped records, refID -1,
 * last). A header without SO is judged by these; a cut record at the end is left out.
 */
export function recordsInCoordinateOrder(bytes: Buffer, start: number): boolean {
  let previous: [number, number] = [0, -1];
  let at = start;
  while (at + 12 <= bytes.length) {
    const size = bytes.readInt32LE(at);
    const refId = bytes.readInt32LE(at + 4);
    const pos = bytes.readInt32LE(at + 8);
    const ref = refId < 0 ? Number.MAX_SAFE_INTEGER : refId;
    if (ref < previous[0] || (ref === previous[0] && ref !== Number.MAX_SAFE_INTEGER && pos < previous[1])) {
      return false;
    }
    previous = [ref, pos];
    at += 4 + size;
  }
  return true;
}
