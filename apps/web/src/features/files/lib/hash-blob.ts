import { createSHA256 } from 'hash-wasm';

/** Bytes read and hashed per step: large enough to keep the hash busy, small enough to stay light in memory. */
export const HASH_CHUNK_BYTES = 8 * 1024 * 1024;

export class HashCancelled extends Error {
  override readonly name = 'AbortError';
}

/**
 * The hex sha256 of a blob, read a chunk at a time (a 1 GiB file never sits in memory whole, which the one-shot
 * WebCrypto digest would need). Runs in the page or in a worker alike.
 */
export async function hashBlob(
  blob: Blob,
  options: { onProgress?: (hashed: number) => void; cancelled?: () => boolean; chunkBytes?: number } = {},
): Promise<string> {
  const chunk = options.chunkBytes ?? HASH_CHUNK_BYTES;
  const hasher = await createSHA256();
  hasher.init();
  for (let offset = 0; offset < blob.size; offset += chunk) {
    if (options.cancelled?.()) throw new HashCancelled('hashing cancelled');
    hasher.update(new Uint8Array(await blob.slice(offset, offset + chunk).arrayBuffer()));
    options.onProgress?.(Math.min(blob.size, offset + chunk));
  }
  return hasher.digest('hex');
}
