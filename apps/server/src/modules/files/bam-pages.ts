import type { Readable } from 'node:stream';
import { BAM_MAGIC, byteQueue } from './metadata/bam-reader';

/*
 * Pages of a BAM file's records for the text preview, read from the inflated BGZF stream: the header (its text and
 * references), then records counted by their block_size until the page's turn, whose bytes are kept. Without an
 * index a page costs a read of everything before it, so previews stop at BAM_PREVIEW_MAX_PAGES; a genome viewer
 * with the index is the tool for anything deeper.
 */

export const BAM_PREVIEW_RECORDS_PER_PAGE = 100;
export const BAM_PREVIEW_MAX_PAGES = 1000;

export interface BamPage {
  /** SAM header lines, ending in a newline (or ''). */
  header: string;
  references: string[];
  /** The page shown: the one asked for, or the last one when the file ends before it. */
  page: number;
  /** Each record's bytes, block_size included. */
  records: Uint8Array[];
  /** Whether records follow this page. */
  more: boolean;
}

export class NotBamError extends Error {}

/** The fixed fields of a record after block_size; a record is never shorter. */
const RECORD_MIN_BYTES = 32;

export async function readBamPage(inflated: Readable, wanted: number): Promise<BamPage> {
  const target = Math.min(Math.max(1, wanted), BAM_PREVIEW_MAX_PAGES);
  const queue = byteQueue();
  let header = '';
  const references: string[] = [];
  const lengths: number[] = [];
  let state: 'head' | 'text' | 'count' | 'reference' | 'record' = 'head';
  let textLength = 0;
  let referencesLeft = 0;
  let index = 0;
  let records: Uint8Array[] = [];
  let page = 1;
  let more = false;

  /** One step of parsing; false when more bytes are needed or the page is complete. */
  const step = (): boolean => {
    switch (state) {
      case 'head': {
        const head = queue.take(8);
        if (!head) return false;
        if (!head.subarray(0, 4).equals(BAM_MAGIC)) throw new NotBamError();
        textLength = head.readInt32LE(4);
        if (textLength < 0) throw new NotBamError();
        state = 'text';
        return true;
      }
      case 'text': {
        const text = queue.take(textLength);
        if (!text) return false;
        header = text.toString('utf8').replace(/\0+$/, '');
        state = 'count';
        return true;
      }
      case 'count': {
        const count = queue.take(4);
        if (!count) return false;
        referencesLeft = count.readInt32LE(0);
        if (referencesLeft < 0) throw new NotBamError();
        state = referencesLeft > 0 ? 'reference' : 'record';
        return true;
      }
      case 'reference': {
        const head = queue.peek(4);
        if (!head) return false;
        const nameLength = head.readInt32LE(0);
        if (nameLength < 1) throw new NotBamError();
        if (queue.length < 8 + nameLength) return false;
        const entry = queue.take(8 + nameLength)!;
        references.push(entry.subarray(4, 4 + nameLength - 1).toString('latin1'));
        lengths.push(entry.readInt32LE(4 + nameLength));
        if (--referencesLeft === 0) state = 'record';
        return true;
      }
      case 'record': {
        const head = queue.peek(4);
        if (!head) return false;
        const size = head.readInt32LE(0);
        if (size < RECORD_MIN_BYTES) throw new NotBamError();
        if (queue.length < 4 + size) return false;
        const recordPage = Math.floor(index / BAM_PREVIEW_RECORDS_PER_PAGE) + 1;
        if (recordPage > target) {
          more = true;
          return false;
        }
        if (recordPage !== page) {
          page = recordPage;
          records = [];
        }
        // A copy: the queue's chunks are reused views of the stream's buffers.
        records.push(new Uint8Array(queue.take(4 + size)!));
        index++;
        return true;
      }
    }
  };

  try {
    for await (const chunk of inflated) {
      queue.push(chunk as Buffer);
      while (step());
      if (more) break;
    }
  } finally {
    inflated.destroy();
  }
  // Read through a function: the parsing above changes `state` inside step(), out of the compiler's sight.
  const inRecords = () => state === 'record';
  if (!inRecords()) throw new NotBamError();
  if (header === '' && references.length > 0) {
    header = references.map((name, i) => `@SQ\tSN:${name}\tLN:${lengths[i]}`).join('\n');
  }
  return { header: header && !header.endsWith('\n') ? `${header}\n` : header, references, page, records, more };
}
