import type { Readable } from 'node:stream';

/*
 * Where the bytes of data files live. A blob is written once and never changed: uploads are staged (streamed to a
 * temporary place while hashed), then committed under a key or discarded. Which blobs exist and how many files use
 * each is the database's business (the blobs table); the store only holds bytes.
 */

export interface StagedBlob {
  readonly sha256: string;
  readonly size: number;
  /** The store's handle on the staged bytes; meaningless to callers. */
  readonly handle: string;
}

/** Inclusive byte positions, as in HTTP ranges. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** The source had more bytes than the stage allowed; nothing was kept. */
export class BlobLimitError extends Error {
  constructor(readonly limit: number) {
    super(`blob larger than ${limit} bytes`);
    this.name = 'BlobLimitError';
  }
}

export interface BlobStore {
  /** A new key for content with this hash: content-addressed, and never the key of an earlier blob. */
  newKey(sha256: string): string;
  /** Streams the source to a temporary place, hashing it; over maxBytes it fails with BlobLimitError. */
  stage(source: Readable, options?: { maxBytes?: number }): Promise<StagedBlob>;
  /** Moves staged bytes under their key, atomically: the key holds all the bytes or does not exist. */
  commit(staged: StagedBlob, key: string): Promise<void>;
  /** Forgets staged bytes; safe to call more than once. */
  discard(staged: StagedBlob): Promise<void>;
  openRead(key: string, range?: ByteRange): Readable;
  /** Up to `length` bytes from `position` (fewer at the end of the blob). */
  read(key: string, position: number, length: number): Promise<Buffer>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the bytes of a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
