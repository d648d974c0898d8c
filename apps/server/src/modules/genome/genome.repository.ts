import type { Kysely } from 'kysely';
import { GENOME_REFERENCES_MAX, type GenomePart } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

export interface StoredPart {
  part: GenomePart;
  storage_key: string;
  size: number;
  sha256: string;
}

/** The genome viewer's rows: parts made beside a content (genome_parts), and the caller's FASTA files. */
export function createGenomeRepository(db: Kysely<DB>) {
  return {
    async partsOf(sha256: string): Promise<StoredPart[]> {
      return db
        .selectFrom('genome_parts as g')
        .innerJoin('blobs as b', 'b.id', 'g.blob_id')
        .select(['g.part', 'b.storage_key', 'b.size', 'b.sha256'])
        .where('g.sha256', '=', sha256)
        .execute();
    },

    /** Records a part; false when another request recorded it first (its blob reference is then the caller's). */
    async addPart(sha256: string, part: GenomePart, blobId: number): Promise<boolean> {
      const row = await db
        .insertInto('genome_parts')
        .values({ sha256, part, blob_id: blobId })
        .onConflict((oc) => oc.columns(['sha256', 'part']).doNothing())
        .returning('part')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The caller's own FASTA files, newest first: the references to choose from. */
    async fastaFiles(userId: string) {
      return db
        .selectFrom('files')
        .select(['uuid', 'name', 'size'])
        .where('owner_id', '=', userId)
        .where('scope', '=', 'private')
        .where('is_folder', '=', false)
        .where('type', '=', 'fasta')
        .orderBy('created_date', 'desc')
        .limit(GENOME_REFERENCES_MAX)
        .execute();
    },
  };
}

export type GenomeRepository = ReturnType<typeof createGenomeRepository>;
