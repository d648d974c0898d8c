import { promises as fs } from 'node:fs';
import type { AppendCheckpoint } from './blob-store';

/** Network chunks are gathered up to this size before one write: far fewer system calls than a write per chunk. */
const WRITE_BATCH_BYTES = 1024 * 1024;

/**
 * Cuts `file` to `offset`, appends the source from there, and answers the new length once it is synced. Pieces are
 * reported to `written` only after they are in the file, so a caller hashing them never hashes a byte that is not.
 */
export async function appendToFile(
  file: string,
  offset: number,
  source: AsyncIterable<Buffer>,
  options: { written?: (piece: Buffer) => void; checkpoint?: AppendCheckpoint } = {},
): Promise<number> {
  const handle = await fs.open(file, 'r+');
  let length = offset;
  let saved = offset;
  let batch: Buffer[] = [];
  let batchBytes = 0;

  const flush = async () => {
    if (batchBytes === 0) return;
    const pieces = batch;
    const data = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, batchBytes);
    batch = [];
    batchBytes = 0;
    for (let done = 0; done < data.length;) {
      const { bytesWritten } = await handle.write(data, done, data.length - done, length + done);
      done += bytesWritten;
    }
    length += data.length;
    for (const piece of pieces) options.written?.(piece);
    const { checkpoint } = options;
    if (checkpoint && length - saved >= checkpoint.everyBytes) {
      await handle.datasync();
      saved = length;
      await checkpoint.save(length);
    }
  };

  try {
    await handle.truncate(offset);
    try {
      for await (const chunk of source) {
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes >= WRITE_BATCH_BYTES) await flush();
      }
    } finally {
      // What arrived before a failure is kept as well: the caller records it and the client resumes after it.
      await flush();
      await handle.datasync();
    }
    return length;
  } finally {
    await handle.close();
  }
}
