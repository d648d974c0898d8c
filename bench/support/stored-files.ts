import type { Readable } from 'node:stream';
import { callerOf } from '@biocloud/server/src/modules/auth/caller';
import { placementIn } from '@biocloud/server/src/modules/files/file-access';
import { createFileIngest } from '@biocloud/server/src/modules/files/file-ingest';
import { createFilesData } from '@biocloud/server/src/modules/files/files-data';
import type { FileRecord } from '@biocloud/server/src/modules/files/files.repository';
import type { Database } from '@biocloud/server/src/db/database';
import { createLogger } from '@biocloud/server/src/logger';
import { createLocalBlobStore } from '@biocloud/server/src/storage/local-blob-store';

/*
 * Puts big inputs into a user's space the way the server's own ingest does (blob store + file rows in one
 * transaction), without sending them over HTTP: setting up a 5 GiB file is not what a preview bench measures. The
 * bytes are written once, straight into the blob store, and the references read the very same file.
 */

export interface StoredFile {
  fileUuid: string;
  /** Where the blob's bytes are on disk (the references read this file). */
  path: string;
  size: number;
}

export async function userFiles(db: Database, storageDir: string, userId: string) {
  const store = await createLocalBlobStore(storageDir);
  const data = createFilesData(db);
  const ingest = createFileIngest({ data, store, log: createLogger({ LOG_LEVEL: 'silent' }) });
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'region'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const caller = callerOf(user);
  const root = await data.files.privateRoot(userId);

  const described = async (fileUuid: string): Promise<StoredFile> => {
    const blob = await data.files.blobOf(fileUuid);
    const path = blob && store.localPath?.(blob.storage_key);
    if (!blob || !path) throw new Error(`no local blob for ${fileUuid}`);
    return { fileUuid, path, size: blob.size };
  };

  return {
    /** A new folder in the private root; answers its row. */
    async folder(name: string): Promise<FileRecord> {
      const uuid = await data.files.insertFolder(placementIn(root), name);
      const row = await data.files.findFile(uuid);
      if (!row) throw new Error(`folder ${name} missing after insert`);
      return row;
    },

    /** Stores the sources as files of `folder` (the private root by default), in one ingest. */
    async put(files: { name: string; source: Readable }[], folder: FileRecord = root): Promise<StoredFile[]> {
      const staged = [];
      for (const file of files) staged.push({ name: file.name, blob: await store.stage(file.source) });
      const rows = await ingest(caller, folder, staged);
      return Promise.all(rows.map((row) => described(row.fileUuid)));
    },
  };
}
