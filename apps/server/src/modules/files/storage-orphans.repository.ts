import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What the database says about bytes in the store, for the sweeper of orphans (storage-sweeper.ts). */
export function createStorageOrphansRepository(db: Kysely<DB>) {
  return {
    /** Those of these blob keys that a blob row names. */
    async knownKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('blobs')
        .select('storage_key')
        .where('storage_key', 'in', [...keys])
        .execute();
      return new Set(rows.map((row) => row.storage_key));
    },

    /** Those of these partial handles that an upload row names. */
    async knownPartials(handles: readonly string[]): Promise<Set<string>> {
      if (handles.length === 0) return new Set();
      const rows = await db
        .selectFrom('uploads')
        .select('staging_handle')
        .where('staging_handle', 'in', [...handles])
        .execute();
      return new Set(rows.map((row) => row.staging_handle));
    },

    /**
     * Removes blob rows no file row or genome part uses (whatever their count says) and answers their keys. A file
     * row added to one meanwhile makes the statement fail on the foreign key, changing nothing: the next sweep tries
     * again.
     */
    async deleteUnusedBlobs(): Promise<string[]> {
      // The genome viewer's parts and indexing state of contents no file holds first (a crash between a file's
      // delete and its sweep, or parts kept by an indexing that ended after it); their blobs are then unused too.
      for (const table of ['genome_parts', 'genome_indexing'] as const) {
        await sql`
          delete from ${sql.table(table)} g
          where not exists (select 1 from files f join blobs b on b.id = f.blob_id where b.sha256 = g.sha256)`.execute(
          db,
        );
      }
      const { rows } = await sql<{ storage_key: string }>`
        delete from blobs b
        where not exists (select 1 from files f where f.blob_id = b.id)
          and not exists (select 1 from genome_parts g where g.blob_id = b.id)
        returning b.storage_key`.execute(db);
      return rows.map((row) => row.storage_key);
    },
  };
}

export type StorageOrphansRepository = ReturnType<typeof createStorageOrphansRepository>;
