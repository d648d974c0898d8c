import type { FastifyBaseLogger } from 'fastify';
import { failureLogLevel } from '../../db/connection-errors';
import { IndexingFailed } from './genome-indexer';
import type { GenomeIndexingRepository, IndexingJob } from './genome-indexing.repository';
import type { ContentBlob, MakeRun } from './genome-parts-maker';
import { readShare } from './index-progress';

/*
 * Indexes contents for the genome viewer in the background (genome_indexing), GENOME_INDEX_WORKERS at a time (one by
 * default: the programs are CPU- and disk-bound), while a viewer waiting shows how far its file has come. A claimed
 * job's lease is renewed every PROGRESS_MS with the share of the source read so far; stopping the worker kills the
 * programs and puts the job back (the next start, or another instance, begins it again), and a job whose process
 * died is claimed again once its lease ran out. Runners wake when a file is opened here and otherwise look for work
 * every POLL_MS.
 */

export const INDEX_LEASE_SECONDS = 30;
const PROGRESS_MS = 1000;
const POLL_MS = 5000;
/** A job failing this many times for reasons other than its content (I/O, the database) is marked failed. */
const MAX_ATTEMPTS = 3;

export type MakeParts = (type: IndexingJob['type'], blob: ContentBlob, run: MakeRun) => Promise<void>;

export function createGenomeIndexWorker(deps: {
  repo: GenomeIndexingRepository;
  make: MakeParts;
  log: FastifyBaseLogger;
  runners: number;
  pollMs?: number;
}) {
  const { repo, log } = deps;
  let controller = new AbortController();
  let running: Promise<void>[] = [];
  let sleepers: (() => void)[] = [];

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

  async function run(job: IndexingJob, signal: AbortSignal): Promise<void> {
    const blob = await repo.contentBlob(job.sha256);
    // Every file of this content was deleted meanwhile.
    if (!blob) return repo.remove(job);
    const pids = new Set<number>();
    let source: string | undefined;
    let progress: number | null = null;
    const report = async () => {
      if (source !== undefined) progress = (await readShare(pids, source, blob.size)) ?? progress;
      await repo.renew(job, progress);
    };
    const ticker = setInterval(() => void report().catch(() => {}), PROGRESS_MS);
    try {
      await deps.make(job.type, blob, { signal, pids, onSource: (file) => (source = file) });
      await repo.remove(job);
    } catch (error) {
      if (signal.aborted) return await repo.release(job, false);
      if (error instanceof IndexingFailed) return await repo.fail(job, error.reason);
      log.warn({ err: error, sha256: job.sha256 }, 'genome indexing failed');
      if (job.attempts >= MAX_ATTEMPTS) return await repo.fail(job, error instanceof Error ? error.message : '');
      return await repo.release(job, true);
    } finally {
      clearInterval(ticker);
    }
  }

  async function runner(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const job = await repo.claim(INDEX_LEASE_SECONDS);
        if (job) await run(job, signal);
        else await sleep(deps.pollMs ?? POLL_MS);
      } catch (error) {
        if (signal.aborted) return;
        log[failureLogLevel(error, 'warn')]({ err: error }, 'genome indexing queue unavailable');
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
    },

    /** Stops the runners; a job in progress goes back to the queue for the next start (or another instance). */
    async stop(): Promise<void> {
      controller.abort();
      wake();
      await Promise.all(running);
      running = [];
    },
  };
}

export type GenomeIndexWorker = ReturnType<typeof createGenomeIndexWorker>;
