import type { Readable } from 'node:stream';
import type { BlobStore } from '../../storage/blob-store';
import { parseRangeHeader } from './byte-range';
import { rangeNotSatisfiable } from './file-errors';

/** What a download answers: the status, the headers, and the body to open. */
export interface DownloadAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  /** Opened only when the body is sent (not for HEAD). */
  open(): Readable;
}

/**
 * The bytes of a stored blob, whole or the one Range asked (byte-range.ts), with `headers`: the file download's and
 * the genome viewer's parts'. A Range sent with an If-Range that is none of `validators` (the copy being resumed is
 * not this content any more) gets the whole.
 */
export function rangedAnswer(
  store: BlobStore,
  blob: { storage_key: string; size: number },
  request: { range?: string; ifRange?: string },
  validators: readonly string[],
  headers: Record<string, string>,
): DownloadAnswer {
  const stale = request.ifRange !== undefined && !validators.includes(request.ifRange);
  const range = parseRangeHeader(stale ? undefined : request.range, blob.size);
  if (range.kind === 'unsatisfiable') throw rangeNotSatisfiable(blob.size);
  const sent: Record<string, string> = { 'accept-ranges': 'bytes', ...headers };
  if (range.kind === 'single') {
    sent['content-range'] = `bytes ${range.start}-${range.end}/${blob.size}`;
    sent['content-length'] = String(range.end - range.start + 1);
    return { status: 206, headers: sent, open: () => store.openRead(blob.storage_key, range) };
  }
  sent['content-length'] = String(blob.size);
  return { status: 200, headers: sent, open: () => store.openRead(blob.storage_key) };
}
