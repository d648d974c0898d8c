import { constants as fsConstants, promises as fs, type promises } from 'node:fs';
import { AppendFailure, type AppendCheckpoint } from './blob-store';
import { createBatchPool, type Batch } from './write-batches';

/**
 * Writes bypass the page cache (O_DIRECT) where file offset, length and memory fall on this boundary (4 KiB covers
 * every common device): the disk takes the bytes from our batches, where a buffered write first copies them into the
 * kernel's cache (measured: a quarter of the server's CPU during an upload) and leaves them for writeback, whose
 * pace on a virtual disk varies threefold from one run to the next. Other pieces (a resumed upload's first, the
 * last) and file systems without direct I/O (tmpfs) take the ordinary path.
 */
const DIRECT_ALIGN = 4096;

const aligned = (n: number) => n % DIRECT_ALIGN === 0;

/** A second, page-cache-bypassing handle on the file, or undefined where the system or its file system has none. */
async function openDirect(file: string): Promise<promises.FileHandle | undefined> {
  const flag = fsConstants.O_DIRECT as number | undefined;
  if (flag === undefined) return undefined;
  return fs.open(file, fsConstants.O_WRONLY | flag).catch(() => undefined);
}

/**
 * Cuts `file` to `offset`, appends the source from there, and answers the new length once it is synced.
 *
 * A pipeline, so the network, the disk and the caller's hashing work at once: the source fills a batch while the
 * batches before it are written (on libuv's thread pool) and handed to `written`, in order, each only once it is in
 * the file, so a caller hashing them never hashes a byte that is not. A batch is reused once written's promise
 * settles. Checkpoints sync beside the writes: bytes written before a sync starts are on disk when it ends, and only
 * that length is saved. A failure throws an AppendFailure with the length that is synced.
 */
export async function appendToFile(
  file: string,
  offset: number,
  source: AsyncIterable<Buffer>,
  options: { written?: (piece: Buffer) => void | Promise<void>; checkpoint?: AppendCheckpoint } = {},
): Promise<number> {
  const { written, checkpoint } = options;
  const handle = await fs.open(file, 'r+');
  let direct = await openDirect(file);
  const batches = createBatchPool();
  /** Bytes in the file and handed to `written`. */
  let length = offset;
  /** Bytes handed to the write queue. */
  let queued = offset;
  let saved = offset;
  let writes = Promise.resolve();
  /** Batches handed to `written` whose promise has not settled yet. */
  const withCaller = new Set<Promise<void>>();
  let syncing: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown) => void (failure ??= { error });
  /**
   * Bytes a sync has put on disk. Once a sync failed, none later counts: the kernel reports a lost write to one
   * fsync only, and the next may succeed over pages it dropped.
   */
  let synced = offset;
  let syncFailed = false;
  const sync = async (at: number) => {
    try {
      await handle.datasync();
    } catch (error) {
      syncFailed = true;
      throw error;
    }
    if (!syncFailed) synced = Math.max(synced, at);
  };

  const startCheckpoint = () => {
    if (!checkpoint || syncing || failure || length - saved < checkpoint.everyBytes) return;
    const at = length;
    syncing = sync(at)
      .then(() => checkpoint.save(at))
      .then(() => void (saved = at), fail)
      .finally(() => (syncing = undefined));
  };

  /** Writes all of `piece` at `at`: its aligned part directly when it can, the rest through the page cache. */
  const writeAt = async (piece: Buffer, at: number) => {
    for (let done = 0; done < piece.length;) {
      const rest = piece.subarray(done);
      const directBytes =
        direct && aligned(at + done) && aligned(rest.byteOffset) ? rest.length - (rest.length % DIRECT_ALIGN) : 0;
      const target = directBytes > 0 ? direct! : handle;
      try {
        done += (await target.write(rest, 0, directBytes || rest.length, at + done)).bytesWritten;
      } catch (error) {
        // A file system may refuse direct I/O only when it is tried: the ordinary path takes over for good.
        if (target !== direct || (error as NodeJS.ErrnoException).code !== 'EINVAL') throw error;
        await direct.close();
        direct = undefined;
      }
    }
  };

  const write = (batch: Batch, size: number) => {
    const at = queued;
    queued += size;
    writes = writes.then(async () => {
      const piece = batch.bytes.subarray(0, size);
      try {
        if (failure) return batch.release();
        await writeAt(piece, at);
        length = at + size;
        startCheckpoint();
        // The next batch is written while this one is with the caller; the append ends once the caller is done.
        const handedOver = Promise.resolve(written?.(piece)).then(
          () => batch.release(),
          (error: unknown) => {
            fail(error);
            batch.release();
          },
        );
        withCaller.add(handedOver);
        void handedOver.finally(() => withCaller.delete(handedOver));
      } catch (error) {
        fail(error);
        batch.release();
      }
    });
  };

  /** Why the source stopped early (its own failure, or one of ours it was told of). */
  let stopped: { error: unknown } | undefined;
  try {
    await handle.truncate(offset);
    let batch = await batches.take();
    let fill = 0;
    // The first batch ends where the file's next aligned block starts, so that every later one is aligned.
    let capacity = batch.bytes.length - (offset % DIRECT_ALIGN);
    try {
      for await (const chunk of source) {
        if (failure) throw failure.error;
        for (let at = 0; at < chunk.length;) {
          const copied = chunk.copy(batch.bytes, fill, at, at + capacity - fill);
          fill += copied;
          at += copied;
          if (fill < capacity) continue;
          write(batch, fill);
          batch = await batches.take();
          fill = 0;
          capacity = batch.bytes.length;
        }
      }
    } catch (error) {
      stopped = { error };
    } finally {
      // What arrived before a failure is kept as well: the caller records what of it is synced, and the client
      // resumes after that.
      if (fill > 0) write(batch, fill);
      else batch.release();
      await writes;
      await Promise.all(withCaller);
      await syncing;
    }
    await sync(length);
    // Recorded only now: the batches filled before it are written above, as any failure of theirs comes first.
    if (stopped) fail(stopped.error);
  } catch (error) {
    fail(error);
  } finally {
    await direct?.close().catch(fail);
    await handle.close().catch(fail);
  }
  if (failure) throw new AppendFailure(failure.error, synced);
  return length;
}
