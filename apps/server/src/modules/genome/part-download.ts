import type { BlobStore } from '../../storage/blob-store';
import type { DownloadAnswer, DownloadRequest } from '../files/download.service';
import { rangedAnswer } from '../files/ranged-answer';

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
  return rangedAnswer(store, blob, request, [etag], {
    etag,
    'cache-control': 'private, max-age=86400, immutable',
    'content-type': 'application/octet-stream',
  });
}
