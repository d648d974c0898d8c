import { createHash, type Hash } from 'node:crypto';
import type { BlobStore } from '../../storage/blob-store';

/*
 * The running sha256 of each upload in progress, kept in memory between its PATCH requests: Node's Hash can be
 * copied but not saved. When the state is missing or not at the recorded length (after a restart, or when another
 * instance took the last PATCH), it is rebuilt from the staged bytes, streaming, before the next PATCH appends.
 * Rebuilding then rather than re-hashing the whole file at the end reads only what came before the break, once, and
 * keeps the answer to the last PATCH from waiting on a read of the whole file.
 */

export function createUploadHashes(store: BlobStore) {
  const states = new Map<string, { hash: Hash; length: number }>();

  return {
    /** The hash of the first `length` bytes of the upload's partial blob. */
    async at(id: string, handle: string, length: number): Promise<Hash> {
      const known = states.get(id);
      if (known && known.length === length) return known.hash;
      states.delete(id);
      const hash = createHash('sha256');
      for await (const chunk of store.readPartial(handle, length)) hash.update(chunk as Buffer);
      states.set(id, { hash, length });
      return hash;
    },

    set(id: string, hash: Hash, length: number): void {
      states.set(id, { hash, length });
    },

    forget(id: string): void {
      states.delete(id);
    },

    /** How many states are held (tests read it). */
    get size(): number {
      return states.size;
    },
  };
}

export type UploadHashes = ReturnType<typeof createUploadHashes>;
