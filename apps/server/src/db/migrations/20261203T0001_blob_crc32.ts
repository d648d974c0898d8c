import { sql, type Kysely } from 'kysely';

/*
 * The CRC-32 of each blob, for zip downloads: a blob never changes, so its CRC is computed once in the background
 * (files/blob-checksums.ts) instead of on every download.
 *
 * - crc32: the unsigned CRC-32 (0..2^32-1, hence bigint); null until the background pass has read the blob.
 * - crc32_claimed_at: when a worker took the blob; another takes it once this is older than the lease.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blobs')
    .addColumn('crc32', 'bigint', (c) => c.check(sql`crc32 between 0 and 4294967295`))
    .addColumn('crc32_claimed_at', 'timestamptz')
    .execute();
  // The background pass's query: blobs still to read, oldest first.
  await sql`create index blobs_crc32_missing_idx on blobs (id) where crc32 is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blobs').dropColumn('crc32').dropColumn('crc32_claimed_at').execute();
}
