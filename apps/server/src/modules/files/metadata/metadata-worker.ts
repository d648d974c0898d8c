import type { FastifyBaseLogger } from 'fastify';
import { failureLogLevel } from '../../../db/connection-errors';
import { whileLeased } from '../../../db/leased-work';
import type { BlobStore } from '../../../storage/blob-store';
import { createBlobChecksums } from '../blob-checksums';
import type { BlobChecksumsRepository } from '../blob-checksums.repository';
import { computeDetail } from './compute-detail';
import { FormatError } from './detail-reader';
import type { FileMetadataRepository, MetadataJob } from './file-metadata.repository';

/*
 * Computes format metadata in the background, in this process: a few runners claim jobs from the file_metadata
 * table (see claim), renew their claim while they read, and write the result. A job whose runner died is claimed
 * again once its claim is LEASE_SECONDS old, so nothing is lost across restarts; runners wake when a file is stored
 * here and otherwise look for work every POLL_MS (files stored by another instance). With no job waiting, a runner
 * computes the CRC-32 of a blob that lacks it (../blob-checksums.ts), under the same kind of lease.
 */

export const LEASE_SECONDS = 120;
const POLL_MS = 5000;
/** A job failing this many times for reasons other than its content (I/O, the database) is marked failed. */
const MAX_ATTEMPTS = 3;
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
  let controller = new AbortController();
  let running: Promise<void>[] = [];
  let sleepers: (() => void)[] = [];
  let orphanTimer: NodeJS.Timeout | undefined;

  const wake = () => {
    const waiting = sleepers;
    sleepers = [];
    waiting.forEach((resolve) => resolve());
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      sleepers.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function run(job: MetadataJob, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return repo.release(job, false);
    const key = await repo.storageKey(job.sha256);
    // Every file with this content was deleted meanwhile.
    if (!key) return repo.remove(job);
    try {
      const detail = await whileLeased(
        () => repo.renew(job),
        LEASE_SECONDS,
        () => computeDetail(store, key, job.reader, signal),
      );
      await repo.ready(job, detail);
    } catch (error) {
      if (signal.aborted) return repo.release(job, false);
      if (error instanceof FormatError) {
        log.debug({ sha256: job.sha256, reader: job.reader, reason: error.message }, 'format metadata: not readable');
        return repo.fail(job, error.code);
      }
      log.warn({ err: error, sha256: job.sha256, reader: job.reader }, 'format metadata failed');
      if (job.attempts >= MAX_ATTEMPTS) return repo.fail(job, 'METADATA_FAILED');
      return repo.release(job, true);
    }
  }

  async function runner(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const job = await repo.claim(LEASE_SECONDS);
        if (job) await run(job, signal);
        else if (!(await checksums.fillOne(signal))) await sleep(deps.pollMs ?? POLL_MS);
      } catch (error) {
        if (signal.aborted) return;
        log[failureLogLevel(error, 'warn')]({ err: error }, 'format metadata or CRC-32 queue unavailable');
        await sleep(deps.pollMs ?? POLL_MS);
      }
    }
  }

  return {
    /** Tells idle runners that a job may be waiting. */
    wake,

    start(): void {
      if (deps.runners === 0 || running.length > 0) return;
      controller = new AbortController();
      running = Array.from({ length: deps.runners }, () => runner(controller.signal));
      const sweep = () => void repo.deleteOrphans().catch((err: unknown) => log.warn({ err }, 'orphan sweep failed'));
      orphanTimer = setInterval(sweep, ORPHAN_SWEEP_MS);
      orphanTimer.unref();
    },

    /** Stops the runners; a job in progress goes back to the queue for the next start (or another instance). */
    async stop(): Promise<void> {
      controller.abort();
      clearInterval(orphanTimer);
      wake();
      await Promise.all(running);
      running = [];
    },
  };
}

export type MetadataWorker = ReturnType<typeof createMetadataWorker>;
