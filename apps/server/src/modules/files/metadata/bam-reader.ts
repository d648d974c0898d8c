import { FormatError, type DetailReader } from './detail-reader';

/*
 * BAM, fed the inflated BGZF stream: the header is skipped, then every record is counted by its block_size, reading
 * only its flag (unmapped = 0x4). Counting this way needs no index and no decoding of the reads.
 */

export const BAM_MAGIC = Buffer.from('BAM\x01', 'latin1');
/** refID, pos, l_read_name, mapq, bin, n_cigar_op, flag: the record's fields up to and including its flag. */
const FLAG_END = 16;
/** The fixed part of a record after block_size; a record is never shorter. */
const RECORD_MIN = 32;
const UNMAPPED = 0x4;

/** Bytes queued across chunks: fields may span chunk boundaries, skipped spans are never copied. */
export function byteQueue() {
  const chunks: Buffer[] = [];
  let length = 0;
  return {
    get length() {
      return length;
    },
    push(chunk: Buffer) {
      if (chunk.length === 0) return;
      chunks.push(chunk);
      length += chunk.length;
    },
    /** The next n bytes without taking them, or null until there are that many. */
    peek(n: number): Buffer | null {
      if (length < n) return null;
      if (chunks[0]!.length < n) chunks.splice(0, chunks.length, Buffer.concat(chunks, length));
      return chunks[0]!.subarray(0, n);
    },
    /** The next n bytes, or null until there are that many. */
    take(n: number): Buffer | null {
      if (length < n) return null;
      if (chunks[0]!.length < n) chunks.splice(0, chunks.length, Buffer.concat(chunks, length));
      const first = chunks[0]!;
      if (first.length === n) chunks.shift();
      else chunks[0] = first.subarray(n);
      length -= n;
      return first.subarray(0, n);
    },
    /** Drops up to n bytes; answers how many. */
    skip(n: number): number {
      let left = n;
      while (left > 0 && chunks.length > 0) {
        const first = chunks[0]!;
        if (first.length <= left) {
          left -= first.length;
          chunks.shift();
        } else {
          chunks[0] = first.subarray(left);
          left = 0;
        }
      }
      length -= n - left;
      return n - left;
    },
  };
}

export function createBamReader(): DetailReader {
  const queue = byteQueue();
  let state: 'magic' | 'references' | 'reference' | 'record' | 'body' = 'magic';
  let skip = 0;
  let referencesLeft = 0;
  let references = 0;
  let bodySize = 0;
  let reads = 0;
  let mapped = 0;

  const step = (): boolean => {
    if (skip > 0) {
      skip -= queue.skip(skip);
      return skip === 0;
    }
    switch (state) {
      case 'magic': {
        const head = queue.take(8);
        if (!head) return false;
        if (!head.subarray(0, 4).equals(BAM_MAGIC)) throw new FormatError('not a BAM file');
        skip = head.readInt32LE(4);
        if (skip < 0) throw new FormatError('the BAM header has a negative length');
        state = 'references';
        return true;
      }
      case 'references': {
        const count = queue.take(4);
        if (!count) return false;
        references = referencesLeft = count.readInt32LE(0);
        if (references < 0) throw new FormatError('the BAM header has a negative reference count');
        state = referencesLeft > 0 ? 'reference' : 'record';
        return true;
      }
      case 'reference': {
        const nameLength = queue.take(4);
        if (!nameLength) return false;
        const nameBytes = nameLength.readInt32LE(0);
        if (nameBytes < 0) throw new FormatError('a BAM reference has a negative name length');
        skip = nameBytes + 4;
        referencesLeft--;
        if (referencesLeft === 0) state = 'record';
        return true;
      }
      case 'record': {
        const size = queue.take(4);
        if (!size) return false;
        bodySize = size.readInt32LE(0);
        if (bodySize < RECORD_MIN) throw new FormatError('a BAM record is shorter than its fixed fields');
        state = 'body';
        return true;
      }
      case 'body': {
        const fields = queue.take(FLAG_END);
        if (!fields) return false;
        reads++;
        if ((fields.readUInt16LE(14) & UNMAPPED) === 0) mapped++;
        skip = bodySize - FLAG_END;
        state = 'record';
        return true;
      }
    }
  };

  return {
    push(chunk) {
      queue.push(chunk);
      while (step());
    },
    finish() {
      if (state !== 'record' || skip > 0 || queue.length > 0) throw new FormatError('the BAM file is truncated');
      return { readCount: reads, mappedCount: mapped, referenceCount: references };
    },
  };
}
