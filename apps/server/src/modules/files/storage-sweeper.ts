import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore, StoredItem } from '../../storage/blob-store';
import { releaseBlobs } from './blob-release';
import { startPeriodic } from './periodic';
import type { StorageOrphansRepository } from './storage-orphans.repository';

/*
 * Bytes that no row owns any more, left by a crash between two steps that are not one transaction: a blob file
 * committed by an ingest whose transaction never committed, a blob whose rows went but whose file was not yet
 * removed, a blob row whose last file row went without it, staged bytes of an upload that never finished its
 * request, a partial whose upload row is gone. Files are removed only once older than STALE_AFTER_MS, far longer
 * than any step in progress takes, so bytes about to get their row are never touched.
 */

export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** At start-up, then this often: a walk over the store's folders is cheap but not free. */
export const STORAGE_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Keys checked against the database per query. */
const BATCH = 1000;

export interface SweepCounts {
  blobRows: number;
  blobFiles: number;
  staged: number;
  partials: number;
}

async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncIterable<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export function createStorageSweeper(deps: {
  store: BlobStore;
  orphans: StorageOrphansRepository;
  log: FastifyBaseLogger;
  staleAfterMs?: number;
}) {
  const { store, orphans, log } = deps;
  const staleAfterMs = deps.staleAfterMs ?? STALE_AFTER_MS;

  async function sweep(now = new Date()): Promise<SweepCounts> {
    const stale = (item: StoredItem) => now.getTime() - item.modifiedAt.getTime() > staleAfterMs;
    const counts: SweepCounts = { blobRows: 0, blobFiles: 0, staged: 0, partials: 0 };

    const unusedKeys = await orphans.deleteUnusedBlobs();
    await releaseBlobs(store, unusedKeys, log);
    counts.blobRows = unusedKeys.length;

    for await (const batch of batches(store.listBlobs(), BATCH)) {
      const old = batch.filter(stale).map((item) => item.id);
      const known = await orphans.knownKeys(old);
      const unowned = old.filter((key) => !known.has(key));
      await releaseBlobs(store, unowned, log);
      counts.blobFiles += unowned.length;
    }

    for await (const batch of batches(store.listStaging(), BATCH)) {
      const old = batch.filter(stale);
      // Staged bytes live for one request; partials as long as their upload row (which expires on its own).
      const partials = await orphans.knownPartials(old.filter((i) => i.kind === 'partial').map((i) => i.id));
      for (const item of old) {
        if (item.kind === 'staged') {
          await store.discard({ handle: item.id });
          counts.staged += 1;
        } else if (!partials.has(item.id)) {
          await store.deletePartial(item.id);
          counts.partials += 1;
        }
      }
    }
    return counts;
  }

  return {
    sweep,
    start: () =>
      startPeriodic(
        async () => {
          const counts = await sweep();
          if (Object.values(counts).some((n) => n > 0)) log.info(counts, 'orphaned storage removed');
        },
        { intervalMs: STORAGE_SWEEP_INTERVAL_MS, log, what: 'storage sweep' },
      ),
  };
}
