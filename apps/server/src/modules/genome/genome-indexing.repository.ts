import { sql, type Kysely } from 'kysely';
import type { GenomeFileType } from '@biocloud/contracts';
import { claimLeased, leaseExpired } from '../../db/leased-work';
import type { DB } from '../../db/schema';

/** The genome viewer's indexing queue (genome_indexing): one row per content whose parts are being made. */

export interface IndexingJob {
  sha256: string;
  type: GenomeFileType;
  attempts: number;
}

export interface IndexingState {
  status: 'pending' | 'running' | 'failed';
  progress: number | null;
  error: string | null;
}

export function createGenomeIndexingRepository(db: Kysely<DB>) {
  const one = (sha256: string) => db.updateTable('genome_indexing').where('sha256', '=', sha256);
  return {
    /** Queues the content unless it is queued (or failed) already; answers its state either way. */
    async enqueue(sha256: string, type: GenomeFileType): Promise<IndexingState> {
      await db
        .insertInto('genome_indexing')
        .values({ sha256, type, status: 'pending' })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
      return db
        .selectFrom('genome_indexing')
        .select(['status', 'progress', 'error'])
        .where('sha256', '=', sha256)
        .executeTakeFirstOrThrow();
    },

    /** The oldest pending content, or one whose worker stopped renewing its lease (its process died). */
    claim(leaseSeconds: number): Promise<IndexingJob | undefined> {
      return claimLeased<IndexingJob>(db, {
        table: 'genome_indexing',
        key: ['sha256'],
        set: sql`status = 'running', claimed_at = now(), attempts = attempts + 1, progress = null, updated_at = now()`,
        claimable: sql<boolean>`status = 'pending' or (status = 'running' and ${leaseExpired('claimed_at', leaseSeconds)})`,
        orderBy: 'created_at',
        returning: ['sha256', 'type', 'attempts'],
      });
    },

    /** Renews the lease, with the progress made so far. */
    async renew(job: IndexingJob, progress: number | null): Promise<void> {
      await one(job.sha256)
        .where('status', '=', 'running')
        .set({ claimed_at: sql`now()`, progress, updated_at: sql`now()` })
        .execute();
    },

    async fail(job: IndexingJob, error: string): Promise<void> {
      await one(job.sha256)
        .set({ status: 'failed', error, claimed_at: null, updated_at: sql`now()` })
        .execute();
    },

    /** Puts a job back in the queue (its worker stops, or it failed in a way worth another try). */
    async release(job: IndexingJob, countAttempt: boolean): Promise<void> {
      await one(job.sha256)
        .set((eb) => ({
          status: 'pending',
          claimed_at: null,
          progress: null,
          updated_at: sql`now()`,
          attempts: countAttempt ? eb.ref('attempts') : eb('attempts', '-', 1),
        }))
        .execute();
    },

    /** The parts are stored (or the content is gone): the row has done its work. */
    async remove(job: Pick<IndexingJob, 'sha256'>): Promise<void> {
      await db.deleteFrom('genome_indexing').where('sha256', '=', job.sha256).execute();
    },

    /** Where the content's bytes are, while a file still holds it. */
    async contentBlob(sha256: string) {
      return db
        .selectFrom('blobs')
        .select(['sha256', 'storage_key', 'size'])
        .where('sha256', '=', sha256)
        .where('refs', '>', 0)
        .executeTakeFirst();
    },
  };
}

export type GenomeIndexingRepository = ReturnType<typeof createGenomeIndexingRepository>;
