import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../storage/blob-store';

/**
 * Removes the bytes of blobs whose rows are gone, after the transaction that removed them committed. A failure
 * leaves an unreferenced file behind (space, never a broken row), so it is logged, not raised.
 */
export async function releaseBlobs(store: BlobStore, keys: readonly string[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    keys.map((key) => store.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'blob not removed'))),
  );
}
