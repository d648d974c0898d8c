/*
 * The buffers append-file.ts gathers network chunks into before each write. A few MiB per write keeps system calls
 * few; a few batches per append let the network fill one while others are written and hashed. They are shared memory
 * (SharedArrayBuffer), so that the hash thread (thread-sha256.ts) reads them in place, and reused across appends, so
 * the memory of uploads stays flat however many gigabytes go through. They are growable buffers (a maximum length
 * given), which V8 reserves from the system's page allocator rather than malloc: their memory starts on a page
 * boundary, as writes that bypass the page cache (O_DIRECT, see append-file.ts) require.
 */

export const BATCH_BYTES = 4 * 1024 * 1024;
/** Batches one append holds at most: when all are being written or hashed, it stops reading its source. */
const BATCHES_PER_APPEND = 4;
/** Free batches kept for the next appends; more are left to the garbage collector. */
const SPARE_LIMIT = 2 * BATCHES_PER_APPEND;

const spare: Buffer[] = [];

export interface Batch {
  readonly bytes: Buffer;
  /** Gives the batch back; call once, when nothing reads it any more. */
  release(): void;
}

/** The batches of one append: take() waits while it holds BATCHES_PER_APPEND of them. */
export function createBatchPool(): { take(): Promise<Batch> } {
  let held = 0;
  const waiting: (() => void)[] = [];
  const release = (bytes: Buffer) => {
    held--;
    if (spare.length < SPARE_LIMIT) spare.push(bytes);
    waiting.shift()?.();
  };
  return {
    async take() {
      while (held >= BATCHES_PER_APPEND) await new Promise<void>((resolve) => waiting.push(resolve));
      held++;
      const bytes = spare.pop() ?? Buffer.from(new SharedArrayBuffer(BATCH_BYTES, { maxByteLength: BATCH_BYTES }));
      return { bytes, release: () => release(bytes) };
    },
  };
}
