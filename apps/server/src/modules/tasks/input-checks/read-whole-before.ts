import { detailReaderFor } from '../../files/metadata/detail-reader';
import type { FilesData } from '../../files/files-data';
import type { ReadWholeBefore } from './input-checks';

/** The format metadata of files/metadata read the content whole without an error: its gzip is intact. */
export function readWholeByMetadata(files: Pick<FilesData, 'metadata'>): ReadWholeBefore {
  return async (sha256, type) => {
    const reader = detailReaderFor(type);
    return reader !== null && (await files.metadata.find(sha256, reader))?.status === 'ready';
  };
}
