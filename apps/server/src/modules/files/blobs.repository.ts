import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Rows of the blobs table: one per distinct content, counting the file rows that use it. */
export function createBlobsRepository(db: Kysely<DB>) {
  return {
    /**
     * One more reference to the content with this hash: a new row under `key` when the content is new (created),
     * else the existing row, whose key then stays in use and `key` is not needed.
     */
    async acquire(sha256: string, size: number, key: string): Promise<{ id: number; created: boolean }> {
      const row = await db
        .insertInto('blobs')
        .values({ sha256, size, storage_key: key, refs: 1 })
        .onConflict((oc) => oc.column('sha256').doUpdateSet((eb) => ({ refs: eb('blobs.refs', '+', 1) })))
        .returning(['id', 'storage_key'])
        .executeTakeFirstOrThrow();
      return { id: row.id, created: row.storage_key === key };
    },
  };
}

export type BlobsRepository = ReturnType<typeof createBlobsRepository>;
