import { addAbortSignal } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { whileLeased } from '../../db/leased-work';
import type { BlobStore } from '../../storage/blob-store';
import { streamGarbageCollector } from '../../storage/young-garbage';
import type { BlobChecksumsRepository, ChecksumClaim } from './blob-checksums.repository';

/*
 * Fills blobs.crc32, one blob at a time, for the runners of the metadata worker when they have no format metadata
 * to compute: zip downloads then send a stored CRC instead of computing it on every download (storage/stored-zip.ts).
 * A blob is immutable, so its CRC is read once. Claims work as the metadata jobs' do: renewed while the blob is
 * read, given back when the worker stops, and taken by another worker once `leaseSeconds` old (its process died, or
 * reading failed: the error is logged and the blob tried again after the lease).
 */

/** The CRC-32 of a stored blob, streamed from the store; fails if the store holds another size than the row says. */
async function blobCrc32(store: BlobStore, blob: ChecksumClaim, signal: AbortSignal): Promise<number> {
  const collect = streamGarbageCollector();
  let crc = 0;
  let read = 0;
  for await (const chunk of addAbortSignal(signal, store.openRead(blob.storage_key)) as AsyncIterable<Buffer>) {
    crc = crc32(chunk, crc);
    read += chunk.length;
    collect(chunk.length);
  }
  if (read !== blob.size) throw new Error(`blob ${blob.id}: ${read} bytes stored where ${blob.size} were recorded`);
  return crc;
}

export function createBlobChecksums(deps: {
  repo: BlobChecksumsRepository;
  store: BlobStore;
  log: FastifyBaseLogger;
  leaseSeconds: number;
}) {
  const { repo, store, log } = deps;

  return {
    /** Computes and saves the CRC of one blob that lacks it; answers false when there was none to take. */
    async fillOne(signal: AbortSignal): Promise<boolean> {
      if (signal.aborted) return false;
      const blob = await repo.claim(deps.leaseSeconds);
      if (!blob) return false;
      try {
        const crc = await whileLeased(
          () => repo.renew(blob.id),
          deps.leaseSeconds,
          () => blobCrc32(store, blob, signal),
        );
        await repo.save(blob.id, crc);
      } catch (error) {
        if (signal.aborted) await repo.release(blob.id);
        // Deleted while it was read: nothing left to do.
        else if (await repo.exists(blob.id)) log.warn({ err: error, blobId: blob.id }, 'blob CRC-32 not computed');
      }
      return true;
    },
  };
}

export type BlobChecksums = ReturnType<typeof createBlobChecksums>;
