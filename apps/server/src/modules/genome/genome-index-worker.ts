import type { FastifyBaseLogger } from 'fastify';
import { createLeasedWorkPool } from '../../db/leased-work-pool';
import { whileRenewing } from '../../db/leased-work';
import { IndexingFailed } from './genome-indexer';
import type { GenomeIndexingRepository, IndexingJob } from './genome-indexing.repository';
import type { ContentBlob, MakeRun } from './genome-parts-maker';
import { readShare } from './index-progress';

/*
 * Indexes contents for the genome viewer in the background (genome_indexing), GENOME_INDEX_WORKERS at a time (one by
 * default: the programs are CPU- and disk-bound), while a viewer waiting shows how far its file has come. A claimed
 * job's lease is renewed every PROGRESS_MS with the share of the source read so far. Claiming, retries, waking and
 * stopping (which kills the programs and puts the job back) are the leased-work pool's (db/leased-work-pool.ts).
 */

export const INDEX_LEASE_SECONDS = 30;
const PROGRESS_MS = 1000;

export type MakeParts = (type: IndexingJob['type'], blob: ContentBlob, run: MakeRun) => Promise<void>;

export function createGenomeIndexWorker(deps: {
  repo: GenomeIndexingRepository;
  make: MakeParts;
  log: FastifyBaseLogger;
  runners: number;
  pollMs?: number;
}) {
  const { repo } = deps;

  async function index(job: IndexingJob, signal: AbortSignal): Promise<void> {
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
    await whileRenewing(report, PROGRESS_MS, () =>
      deps.make(job.type, blob, { signal, pids, onSource: (file) => (source = file) }),
    );
    await repo.remove(job);
  }

  return createLeasedWorkPool({
    queue: repo,
    leaseSeconds: INDEX_LEASE_SECONDS,
    work: index,
    ownFailure: (error) => (error instanceof IndexingFailed ? error.reason : undefined),
    lastFailure: (error) => (error instanceof Error ? error.message : ''),
    log: deps.log,
    says: { failed: 'genome indexing failed', unavailable: 'genome indexing queue unavailable' },
    logFields: (job) => ({ sha256: job.sha256 }),
    runners: deps.runners,
    pollMs: deps.pollMs,
  });
}

export type GenomeIndexWorker = ReturnType<typeof createGenomeIndexWorker>;
