import { promises as fs } from 'node:fs';
import type { AppendCheckpoint } from './blob-store';
import { createBatchPool, type Batch } from './write-batches';

/**
 * Cuts `file` to `offset`, appends the source from there, and answers the new length once it is synced.
 *
 * A pipeline, so the network, the disk and the caller's hashing work at once: the source fills a batch while the
 * batches before it are written (on libuv's thread pool) and handed to `written`, in order, each only once it is in
 * the file, so a caller hashing them never hashes a byte that is not. A batch is reused once written's promise
 * settles. Checkpoints sync beside the writes: bytes written before a sync starts are on disk when it ends, and only
 * that length is saved.
 */
export async function appendToFile(
  file: string,
  offset: number,
  source: AsyncIterable<Buffer>,
  options: { written?: (piece: Buffer) => void | Promise<void>; checkpoint?: AppendCheckpoint } = {},
): Promise<number> {
  const { written, checkpoint } = options;
  const handle = await fs.open(file, 'r+');
  const batches = createBatchPool();
  /** Bytes in the file and handed to `written`. */
  let length = offset;
  /** Bytes handed to the write queue. */
  let queued = offset;
  let saved = offset;
  let writes = Promise.resolve();
  let syncing: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown) => void (failure ??= { error });

  const startCheckpoint = () => {
    if (!checkpoint || syncing || failure || length - saved < checkpoint.everyBytes) return;
    const at = length;
    syncing = handle
      .datasync()
      .then(() => checkpoint.save(at))
      .then(() => void (saved = at), fail)
      .finally(() => (syncing = undefined));
  };

  const write = (batch: Batch, size: number) => {
    const at = queued;
    queued += size;
    writes = writes.then(async () => {
      const piece = batch.bytes.subarray(0, size);
      try {
        if (failure) return batch.release();
        for (let done = 0; done < size;) {
          done += (await handle.write(piece, done, size - done, at + done)).bytesWritten;
        }
        length = at + size;
        startCheckpoint();
        // The next batch is written while this one is with the caller.
        void Promise.resolve(written?.(piece)).then(
          () => batch.release(),
          (error: unknown) => {
            fail(error);
            batch.release();
          },
        );
      } catch (error) {
        fail(error);
        batch.release();
      }
    });
  };

  try {
    await handle.truncate(offset);
    let batch = await batches.take();
    let fill = 0;
    try {
      for await (const chunk of source) {
        if (failure) throw failure.error;
        for (let at = 0; at < chunk.length;) {
          const copied = chunk.copy(batch.bytes, fill, at);
          fill += copied;
          at += copied;
          if (fill < batch.bytes.length) continue;
          write(batch, fill);
          batch = await batches.take();
          fill = 0;
        }
      }
    } finally {
      // What arrived before a failure is kept as well: the caller records it and the client resumes after it.
      if (fill > 0) write(batch, fill);
      else batch.release();
      await writes;
      await syncing;
      await handle.datasync();
    }
    if (failure) throw failure.error;
    return length;
  } finally {
    await handle.close();
  }
}
