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

/**
 * An append that failed (its source, the disk, or its caller's `written`): `synced` bytes of the partial are known
 * to be on disk, and nothing past them may be counted, whatever was written (a failed sync may have lost any of it).
 */
export class AppendFailure extends Error {
  constructor(
    override readonly cause: unknown,
    readonly synced: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'AppendFailure';
  }
}

/** Asked to save progress while an append runs: `length` bytes of the partial are on disk (synced) now. */
export interface AppendCheckpoint {
  everyBytes: number;
  save(length: number): Promise<void>;
}

/** Bytes the store holds, with when they were last written (for the sweeper of orphans, files/storage-sweeper.ts). */
export interface StoredItem {
  readonly id: string;
  readonly modifiedAt: Date;
}

export interface BlobStore {
  /** A new key for content with this hash: content-addressed, and never the key of an earlier blob. */
  newKey(sha256: string): string;
  /** Streams the source to a temporary place, hashing it; over maxBytes it fails with BlobLimitError. */
  stage(source: Readable, options?: { maxBytes?: number }): Promise<StagedBlob>;
  /** Moves staged bytes under their key, atomically: the key holds all the bytes or does not exist. */
  commit(staged: StagedBlob, key: string): Promise<void>;
  /** Forgets staged bytes; safe to call more than once. */
  discard(staged: Pick<StagedBlob, 'handle'>): Promise<void>;
  /*
   * Partial blobs: bytes that arrive over many requests and must survive a restart (resumable uploads). A partial
   * grows by appends, each starting at the length the caller recorded, and becomes a staged blob when complete.
   */
  /** A new empty partial; answers its handle. */
  createPartial(): Promise<string>;
  /**
   * Cuts the partial to `offset` (dropping bytes of an append that was never recorded), then appends the source.
   * `written` sees each piece once it is written, in order; a piece's memory may be reused once the promise written
   * answers settles (copy it to keep it). The checkpoint is called with synced lengths. Answers the new length,
   * synced to disk. When anything fails, what was written stays and an AppendFailure tells how much of it is synced.
   */
  appendPartial(
    handle: string,
    offset: number,
    source: AsyncIterable<Buffer>,
    options?: { written?: (piece: Buffer) => void | Promise<void>; checkpoint?: AppendCheckpoint },
  ): Promise<number>;
  /** The partial's first `length` bytes. */
  readPartial(handle: string, length: number): Readable;
  /**
   * The partial's first `blob.size` bytes as a staged blob (with the hash its caller computed). The partial stays
   * until deletePartial: committing gives its bytes a second name, so a crash before the commit's transaction ends
   * leaves the upload whole, and discarding does nothing.
   */
  sealPartial(handle: string, blob: { sha256: string; size: number }): Promise<StagedBlob>;
  /** Removes a partial; a missing one is not an error. */
  deletePartial(handle: string): Promise<void>;
  /**
   * Where a key's bytes are on this machine's file system, for stores that keep them there: task jobs read their
   * inputs in place through a link instead of a copy. Undefined for stores without local files (S3).
   */
  localPath?(key: string): string | undefined;
  /** The folder every local path of this store lies under (absolute), so a job's log can leave them out. */
  readonly localRoot?: string;
  openRead(key: string, range?: ByteRange): Readable;
  /** Up to `length` bytes from `position` (fewer at the end of the blob). */
  read(key: string, position: number, length: number): Promise<Buffer>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the bytes of a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob key the store holds (id is the key). */
  listBlobs(): AsyncIterable<StoredItem>;
  /** Staged bytes (id is the handle of a StagedBlob) and partials (id is their handle). */
  listStaging(): AsyncIterable<StoredItem & { readonly kind: 'staged' | 'partial' }>;
}
