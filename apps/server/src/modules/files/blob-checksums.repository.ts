import { sql, type Kysely } from 'kysely';
import { claimLeased, leaseExpired } from '../../db/leased-work';
import type { DB } from '../../db/schema';

/** The background pass over blobs whose CRC-32 is still unknown (db/migrations/20261203T0001_blob_crc32.ts). */

export interface ChecksumClaim {
  id: number;
  storage_key: string;
  size: number;
}

export function createBlobChecksumsRepository(db: Kysely<DB>) {
  return {
    /**
     * Claims the oldest blob without a CRC-32 that no live worker holds: unclaimed, or claimed `leaseSeconds` ago
     * and never renewed (its process died). One statement, so two workers never get the same blob.
     */
    claim(leaseSeconds: number): Promise<ChecksumClaim | undefined> {
      return claimLeased<ChecksumClaim>(db, {
        table: 'blobs',
        key: ['id'],
        set: sql`crc32_claimed_at = now()`,
        claimable: sql<boolean>`crc32 is null and (crc32_claimed_at is null or ${leaseExpired('crc32_claimed_at', leaseSeconds)})`,
        orderBy: 'id',
        returning: ['id', 'storage_key', 'size'],
      });
    },

    /** Renews a claim while the blob is read. */
    async renew(id: number): Promise<void> {
      await db
        .updateTable('blobs')
        .set({ crc32_claimed_at: sql`now()` })
        .where('id', '=', id)
        .where('crc32', 'is', null)
        .execute();
    },

    /** Keeps the CRC and ends the claim; a blob deleted meanwhile matches no row. */
    async save(id: number, crc32: number): Promise<void> {
      await db.updateTable('blobs').set({ crc32, crc32_claimed_at: null }).where('id', '=', id).execute();
    },

    /** Gives the blob back at once (its worker stops), rather than after the lease. */
    async release(id: number): Promise<void> {
      await db.updateTable('blobs').set({ crc32_claimed_at: null }).where('id', '=', id).execute();
    },

    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('blobs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type BlobChecksumsRepository = ReturnType<typeof createBlobChecksumsRepository>;
