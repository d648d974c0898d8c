import type { FastifyBaseLogger } from 'fastify';
import { whileLeased } from '../../../db/leased-work';
import { createLeasedWorkPool } from '../../../db/leased-work-pool';
import type { BlobStore } from '../../../storage/blob-store';
import { createBlobChecksums } from '../blob-checksums';
import type { BlobChecksumsRepository } from '../blob-checksums.repository';
import { computeDetail } from './compute-detail';
import { FormatError } from './detail-reader';
import type { FileMetadataRepository, MetadataJob } from './file-metadata.repository';

/*
 * Computes format metadata in the background, in this process: a few runners claim jobs from the file_metadata
 * table (see claim), renew their claim while they read, and write the result; claiming, retries, waking and stopping
 * are the leased-work pool's (db/leased-work-pool.ts). With no job waiting, a runner computes the CRC-32 of a blob
 * that lacks it (../blob-checksums.ts), under the same kind of lease.
 */

export const LEASE_SECONDS = 120;
const ORPHAN_SWEEP_MS = 60 * 60 * 1000;

export function createMetadataWorker(deps: {
  repo: FileMetadataRepository;
  checksums: BlobChecksumsRepository;
  store: BlobStore;
  log: FastifyBaseLogger;
  runners: number;
  pollMs?: number;
}) {
  const { repo, store, log } = deps;
  const checksums = createBlobChecksums({ repo: deps.checksums, store, log, leaseSeconds: LEASE_SECONDS });
  let orphanTimer: NodeJS.Timeout | undefined;

  async function compute(job: MetadataJob, signal: AbortSignal): Promise<void> {
    const key = await repo.storageKey(job.sha256);
    // Every file with this content was deleted meanwhile.
    if (!key) return repo.remove(job);
    const detail = await whileLeased(
      () => repo.renew(job),
      LEASE_SECONDS,
      () => computeDetail(store, key, job.reader, signal),
    );
    await repo.ready(job, detail);
  }

  const pool = createLeasedWorkPool({
    queue: repo,
    leaseSeconds: LEASE_SECONDS,
    work: compute,
    ownFailure: (error, job) => {
      if (!(error instanceof FormatError)) return undefined;
      log.debug({ sha256: job.sha256, reader: job.reader, reason: error.message }, 'format metadata: not readable');
      return error.code;
    },
    lastFailure: () => 'METADATA_FAILED',
    idle: (signal) => checksums.fillOne(signal),
    log,
    says: { failed: 'format metadata failed', unavailable: 'format metadata or CRC-32 queue unavailable' },
    logFields: (job) => ({ sha256: job.sha256, reader: job.reader }),
    runners: deps.runners,
    pollMs: deps.pollMs,
  });

  return {
    /** Tells idle runners that a job may be waiting. */
    wake: pool.wake,

    start(): void {
      if (!pool.start()) return;
      const sweep = () => void repo.deleteOrphans().catch((err: unknown) => log.warn({ err }, 'orphan sweep failed'));
      orphanTimer = setInterval(sweep, ORPHAN_SWEEP_MS);
      orphanTimer.unref();
    },

    /** Stops the runners; a job in progress goes back to the queue for the next start (or another instance). */
    async stop(): Promise<void> {
      clearInterval(orphanTimer);
      await pool.stop();
    },
  };
}

export type MetadataWorker = ReturnType<typeof createMetadataWorker>;
