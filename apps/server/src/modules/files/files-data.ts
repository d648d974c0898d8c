import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createBlobsRepository } from './blobs.repository';
import { createFileTreeRepository } from './file-tree.repository';
import { createFilesRepository } from './files.repository';
import { createFileMetadataRepository } from './metadata/file-metadata.repository';

/** The files module's repositories over one connection or transaction. */
export interface FilesData {
  files: ReturnType<typeof createFilesRepository>;
  tree: ReturnType<typeof createFileTreeRepository>;
  blobs: ReturnType<typeof createBlobsRepository>;
  metadata: ReturnType<typeof createFileMetadataRepository>;
  /** Runs `work` in one transaction with repositories bound to it (and the transaction, for other modules' rows). */
  transaction<T>(work: (data: FilesData, trx: Kysely<DB>) => Promise<T>): Promise<T>;
}

export function createFilesData(db: Kysely<DB>): FilesData {
  return {
    files: createFilesRepository(db),
    tree: createFileTreeRepository(db),
    blobs: createBlobsRepository(db),
    metadata: createFileMetadataRepository(db),
    transaction: (work) => db.transaction().execute((trx) => work(createFilesData(trx), trx)),
  };
}
