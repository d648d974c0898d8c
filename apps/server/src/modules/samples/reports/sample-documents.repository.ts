import type { Kysely } from 'kysely';
import type { SampleDocument, SampleDocumentKind } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';

type Db = Kysely<DB>;

const COLUMNS = ['id', 'sample_id', 'kind', 'file_name', 'size', 'created_at'] as const;

function toDto(r: {
  id: string;
  sample_id: string;
  kind: SampleDocumentKind;
  file_name: string;
  size: number;
  created_at: Date;
}): SampleDocument {
  return {
    reportId: r.id,
    sampleId: r.sample_id,
    kind: r.kind,
    fileName: r.file_name,
    size: r.size,
    createTime: r.created_at.toISOString(),
  };
}

/** The documents of samples (test reports, signed sheets): all SQL. */
export function createSampleDocumentsRepository(db: Db) {
  return {
    async list(sampleIds: readonly string[], kind: SampleDocumentKind): Promise<SampleDocument[]> {
      if (sampleIds.length === 0) return [];
      const rows = await db
        .selectFrom('sample_documents')
        .select(COLUMNS)
        .where('sample_id', 'in', [...sampleIds])
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toDto);
    },

    async find(id: string): Promise<SampleDocument | null> {
      const row = await db.selectFrom('sample_documents').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toDto(row) : null;
    },

    async insert(
      trx: Db,
      doc: { sampleId: string; kind: SampleDocumentKind; fileName: string; size: number; uploadedBy: string },
    ): Promise<SampleDocument> {
      const row = await trx
        .insertInto('sample_documents')
        .values({
          sample_id: doc.sampleId,
          kind: doc.kind,
          file_name: doc.fileName,
          size: doc.size,
          uploaded_by: doc.uploadedBy,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toDto(row);
    },
  };
}
export type SampleDocumentsRepository = ReturnType<typeof createSampleDocumentsRepository>;
