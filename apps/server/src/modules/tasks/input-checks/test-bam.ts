import { gzipSync } from 'node:zlib';

/*
 * Small BAM files made in tests: a header (SAM text, references) and records holding only what the checks read
 * (block_size, refID, pos). Not for any program: the input checks read no further.
 */

export interface TestBamOptions {
  sortOrder?: string;
  contigs: { name: string; length: number }[];
  /** [refID, pos] of each record, in file order. */
  records?: [number, number][];
}

/** The inflated bytes of a BAM. */
export function bamBytes({ sortOrder, contigs, records = [] }: TestBamOptions): Buffer {
  const text = `${sortOrder ? `@HD\tVN:1.6\tSO:${sortOrder}\n` : ''}${contigs.map((c) => `@SQ\tSN:${c.name}\tLN:${c.length}\n`).join('')}`;
  const int = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    return b;
  };
  const parts = [Buffer.from('BAM\x01', 'latin1'), int(text.length), Buffer.from(text, 'latin1'), int(contigs.length)];
  for (const c of contigs) parts.push(int(c.name.length + 1), Buffer.from(`${c.name}\0`, 'latin1'), int(c.length));
  for (const [refId, pos] of records) {
    // block_size covers the 32 fixed bytes after it; only refID and pos are set.
    const body = Buffer.alloc(32);
    body.writeInt32LE(refId, 0);
    body.writeInt32LE(pos, 4);
    parts.push(int(body.length), body);
  }
  return Buffer.concat(parts);
}

/** A BAM as stored: gzip-compressed (one member; the checks inflate it like bgzip's blocks). */
export function bamFile(options: TestBamOptions): Buffer {
  return gzipSync(bamBytes(options));
}
