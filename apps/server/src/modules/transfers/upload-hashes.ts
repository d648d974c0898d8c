import type { BlobStore } from '../../storage/blob-store';
import { ThreadSha256 } from '../../storage/thread-sha256';

/*
 * The running sha256 of each upload in progress, kept between its PATCH requests (on the hash thread: see
 * storage/thread-sha256.ts). When the state is missing, lost or not at the recorded length (after a restart, or when
 * another instance took the last PATCH), it is rebuilt from the staged bytes, streaming, before the next PATCH
 * appends. Rebuilding then rather than re-hashing the whole file at the end reads only what came before the break,
 * once, and keeps the answer to the last PATCH from waiting on a read of the whole file.
 */

export function createUploadHashes(store: BlobStore) {
  const states = new Map<string, { hash: ThreadSha256; length: number }>();
  ThreadSha256.prepare();

  const forget = (id: string) => {
    states.get(id)?.hash.dispose();
    states.delete(id);
  };

  return {
    /** The hash of the first `length` bytes of the upload's partial blob. */
    async at(id: string, handle: string, length: number): Promise<ThreadSha256> {
      const known = states.get(id);
      if (known && known.length === length && known.hash.usable) return known.hash;
      forget(id);
      const hash = ThreadSha256.create();
      for await (const chunk of store.readPartial(handle, length)) await hash.update(chunk as Buffer);
      states.set(id, { hash, length });
      return hash;
    },

    /** Records the state at `length`; one it replaces is freed. */
    set(id: string, hash: ThreadSha256, length: number): void {
      const replaced = states.get(id)?.hash;
      if (replaced !== hash) replaced?.dispose();
      states.set(id, { hash, length });
    },

    forget,

    /** How many states are held (tests read it). */
    get size(): number {
      return states.size;
    },
  };
}

export type UploadHashes = ReturnType<typeof createUploadHashes>;
