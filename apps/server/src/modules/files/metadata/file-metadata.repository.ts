import { sql, type Kysely } from 'kysely';
import type { FileDetailReader } from '@biocloud/contracts';
import { claimLeased, leaseExpired } from '../../../db/leased-work';
import type { DB, FileMetadataRow } from '../../../db/schema';

/** The queue and results of format metadata, one row per (content, reader). */

export interface MetadataJob {
  sha256: string;
  reader: FileDetailReader;
  attempts: number;
}

export function createFileMetadataRepository(db: Kysely<DB>) {
  /** An update of one job's row. */
  const one = (item: MetadataJob) =>
    db.updateTable('file_metadata').where('sha256', '=', item.sha256).where('reader', '=', item.reader);

  return {
    /** Queues what is not computed or queued yet; in the caller's transaction, so a stored file is never missed. */
    async enqueue(items: readonly { sha256: string; reader: FileDetailReader }[]): Promise<void> {
      const unique = new Map(items.map((item) => [`${item.sha256}/${item.reader}`, item]));
      if (unique.size === 0) return;
      await db
        .insertInto('file_metadata')
        .values(
          [...unique.values()].map((item) => ({
            sha256: item.sha256,
            reader: item.reader,
            status: 'pending' as const,
          })),
        )
        .onConflict((oc) => oc.columns(['sha256', 'reader']).doNothing())
        .execute();
    },

    find(sha256: string, reader: FileDetailReader): Promise<FileMetadataRow | undefined> {
      return db
        .selectFrom('file_metadata')
        .selectAll()
        .where('sha256', '=', sha256)
        .where('reader', '=', reader)
        .executeTakeFirst();
    },

    /**
     * Claims the oldest pending job, or one whose worker stopped renewing its claim for `leaseSeconds` (its process
     * died): one statement, so two workers never get the same job.
     */
    claim(leaseSeconds: number): Promise<MetadataJob | undefined> {
      return claimLeased<MetadataJob>(db, {
        table: 'file_metadata',
        key: ['sha256', 'reader'],
        set: sql`status = 'running', claimed_at = now(), attempts = attempts + 1, updated_at = now()`,
        claimable: sql<boolean>`status = 'pending' or (status = 'running' and ${leaseExpired('claimed_at', leaseSeconds)})`,
        orderBy: 'created_at',
        returning: ['sha256', 'reader', 'attempts'],
      });
    },

    /** Renews a claim while the job runs. */
    async renew(item: MetadataJob): Promise<void> {
      await one(item)
        .set({ claimed_at: sql`now()` })
        .where('status', '=', 'running')
        .execute();
    },

    async ready(item: MetadataJob, detail: object): Promise<void> {
      await one(item)
        .set({ status: 'ready', detail: JSON.stringify(detail), error: null, claimed_at: null, updated_at: sql`now()` })
        .execute();
    },

    async fail(item: MetadataJob, code: string): Promise<void> {
      await one(item)
        .set({ status: 'failed', error: code, claimed_at: null, updated_at: sql`now()` })
        .execute();
    },

    /** Puts a job back in the queue (its worker stops, or it failed in a way worth another try). */
    async release(item: MetadataJob, countAttempt: boolean): Promise<void> {
      await one(item)
        .set((eb) => ({
          status: 'pending',
          claimed_at: null,
          updated_at: sql`now()`,
          attempts: countAttempt ? eb.ref('attempts') : eb('attempts', '-', 1),
        }))
        .execute();
    },

    async remove(item: MetadataJob): Promise<void> {
      await db
        .deleteFrom('file_metadata')
        .where('sha256', '=', item.sha256)
        .where('reader', '=', item.reader)
        .execute();
    },

    /** Where the content's bytes are, if it is still stored. */
    async storageKey(sha256: string): Promise<string | undefined> {
      const row = await db.selectFrom('blobs').select('storage_key').where('sha256', '=', sha256).executeTakeFirst();
      return row?.storage_key;
    },

    /** Removes the metadata of contents no file holds any more. */
    async deleteOrphans(): Promise<number> {
      const result = await db
        .deleteFrom('file_metadata')
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('blobs').select('blobs.id').whereRef('blobs.sha256', '=', 'file_metadata.sha256')),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type FileMetadataRepository = ReturnType<typeof createFileMetadataRepository>;
