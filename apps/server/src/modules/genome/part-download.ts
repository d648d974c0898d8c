import type { BlobStore } from '../../storage/blob-store';
import { parseRangeHeader } from '../files/byte-range';
import type { DownloadAnswer, DownloadRequest } from '../files/download.service';
import { rangeNotSatisfiable } from '../files/file-errors';

/**
 * The bytes of a part the viewer made, whole or one Range, as the file download answers them. A part is content
 * addressed, so its hash is its ETag and a browser may keep it.
 */
export function partDownload(
  store: BlobStore,
  blob: { sha256: string; storage_key: string; size: number },
  request: Pick<DownloadRequest, 'range' | 'ifRange'>,
): DownloadAnswer {
  const etag = `"${blob.sha256}"`;
  const stale = request.ifRange !== undefined && request.ifRange !== etag;
  const range = parseRangeHeader(stale ? undefined : request.range, blob.size);
  if (range.kind === 'unsatisfiable') throw rangeNotSatisfiable(blob.size);
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    etag,
    'cache-control': 'private, max-age=86400, immutable',
    'content-type': 'application/octet-stream',
  };
  if (range.kind === 'single') {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${blob.size}`;
    headers['content-length'] = String(range.end - range.start + 1);
    return { status: 206, headers, open: () => store.openRead(blob.storage_key, range) };
  }
  headers['content-length'] = String(blob.size);
  return { status: 200, headers, open: () => store.openRead(blob.storage_key) };
}
