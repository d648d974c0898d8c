import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { fileTypeFromName, type FileDetailReader } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import type { BlobStore, StagedBlob } from '../../storage/blob-store';
import { releaseBlobs } from './blob-release';
import { isNameClash } from './db-errors';
import type { Caller } from '../auth/caller';
import { placementIn } from './file-access';
import { nameExists, quotaExceeded } from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord } from './files.repository';
import { detailReaderFor } from './metadata/detail-reader';

/*
 * The one way staged bytes become files, for every transfer (multipart, tus, FTP): in one transaction the owner's
 * quota is checked under a lock, each content becomes a new blob or one more reference to the blob already holding
 * it, the rows are added, and their format metadata is queued. Staged bytes are always gone afterwards.
 */

export interface StagedFile {
  name: string;
  blob: StagedBlob;
  /** A file of the folder this one replaces (same name): deleted in the same transaction. */
  replaces?: string;
}

export interface StoredFile {
  fileUuid: string;
  name: string;
  size: number;
}

export function createFileIngest(deps: {
  data: FilesData;
  store: BlobStore;
  log: FastifyBaseLogger;
  /** Called after files were stored (wakes the metadata worker: format metadata, and the CRC-32 of new blobs). */
  onStored?: () => void;
}) {
  const { data, store, log } = deps;

  /** `alsoInTransaction` writes the caller's own rows about the new files, committed with them or not at all. */
  return async function ingest(
    caller: Caller,
    folder: FileRecord,
    staged: readonly StagedFile[],
    alsoInTransaction?: (trx: Kysely<DB>, files: StoredFile[]) => Promise<void>,
  ): Promise<StoredFile[]> {
    const sizes = new Map(staged.map((s) => [s.name, s.blob.size]));
    const total = staged.reduce((sum, s) => sum + s.blob.size, 0);
    const replaced = staged.flatMap((s) => (s.replaces ? [s.replaces] : []));
    const placed: string[] = [];
    let swept: string[] = [];
    const jobs: { sha256: string; reader: FileDetailReader }[] = [];
    try {
      const stored = await data.transaction(async (tx, trx) => {
        if (folder.scope === 'private') {
          const { quota, used } = await tx.files.lockQuota(caller.id);
          const freed = replaced.length > 0 ? (await tx.tree.totals(replaced)).bytes : 0;
          if (used - freed + total > quota) throw quotaExceeded();
        }
        // Blobs are swept only after the new rows hold theirs: a replacement may bring the same content back.
        const removed = replaced.length > 0 ? await tx.tree.deleteSubtrees(replaced) : { blobIds: [] };
        const files = [];
        for (const { name, blob } of staged) {
          const key = store.newKey(blob.sha256);
          const acquired = await tx.blobs.acquire(blob.sha256, blob.size, key);
          if (acquired.created) {
            await store.commit(blob, key);
            placed.push(key);
          }
          const type = fileTypeFromName(name);
          files.push({ name, type, size: blob.size, blobId: acquired.id });
          const reader = detailReaderFor(type);
          if (reader) jobs.push({ sha256: blob.sha256, reader });
        }
        const inserted = await tx.files.insertFiles(placementIn(folder), files);
        await tx.metadata.enqueue(jobs);
        const result = inserted.map((row) => ({ fileUuid: row.uuid, name: row.name, size: sizes.get(row.name) ?? 0 }));
        await alsoInTransaction?.(trx, result);
        swept = await tx.tree.sweepBlobs(removed.blobIds);
        return result;
      });
      await releaseBlobs(store, swept, log);
      if (jobs.length > 0 || placed.length > 0) deps.onStored?.();
      return stored;
    } catch (error) {
      // Keys made here belong to rows that were rolled back.
      await releaseBlobs(store, placed, log);
      if (isNameClash(error)) throw nameExists({ names: staged.map((s) => s.name) });
      throw error;
    } finally {
      await Promise.all(staged.map((s) => store.discard(s.blob)));
    }
  };
}

export type FileIngest = ReturnType<typeof createFileIngest>;
