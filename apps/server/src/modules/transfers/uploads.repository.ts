import { sql, type Kysely } from 'kysely';
import type { DB, UploadRow } from '../../db/schema';

/** Rows of tus uploads (see the transfers migration). */

export interface NewUpload {
  ownerId: string;
  folderUuid: string;
  relativePath: string;
  fileName: string;
  length: number;
  sha256: string;
  metadata: string;
  stagingHandle: string;
  /** Given for an upload complete from the start (an empty file). */
  fileUuid?: string;
}

const HANDLES_PER_QUERY = 1000;

export function createUploadsRepository(db: Kysely<DB>) {
  return {
    async insert(upload: NewUpload): Promise<UploadRow> {
      return db
        .insertInto('uploads')
        .values({
          owner_id: upload.ownerId,
          folder_uuid: upload.folderUuid,
          relative_path: upload.relativePath,
          file_name: upload.fileName,
          length: upload.length,
          sha256: upload.sha256,
          metadata: upload.metadata,
          staging_handle: upload.stagingHandle,
          status: upload.fileUuid ? 'complete' : 'receiving',
          file_uuid: upload.fileUuid ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The upload if it belongs to the owner; another user's upload is as absent as an unknown one. */
    findOwned(id: string, ownerId: string): Promise<UploadRow | undefined> {
      return db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    /** Bytes promised to the owner's uploads in progress. */
    async reservedBytes(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('uploads')
        .select(sql<number>`coalesce(sum(length), 0)`.as('reserved'))
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'receiving')
        .executeTakeFirstOrThrow();
      return Number(row.reserved);
    },

    /** Earlier unfinished uploads of the same content to the same place (a client starting over); answers them. */
    async deleteSameFile(upload: Omit<NewUpload, 'metadata' | 'stagingHandle' | 'fileUuid'>): Promise<UploadRow[]> {
      return db
        .deleteFrom('uploads')
        .where('owner_id', '=', upload.ownerId)
        .where('folder_uuid', '=', upload.folderUuid)
        .where('relative_path', '=', upload.relativePath)
        .where('file_name', '=', upload.fileName)
        .where('sha256', '=', upload.sha256)
        .where('length', '=', upload.length)
        .where('status', '=', 'receiving')
        .returningAll()
        .execute();
    },

    async setReceived(id: string, received: number): Promise<Date> {
      const row = await db
        .updateTable('uploads')
        .set({ received, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', '=', 'receiving')
        .returning('updated_at')
        .executeTakeFirst();
      return row?.updated_at ?? new Date();
    },

    async complete(id: string, fileUuid: string): Promise<void> {
      await db
        .updateTable('uploads')
        .set({ status: 'complete', file_uuid: fileUuid, received: sql`length`, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** The complete uploads among those whose partials these are. */
    async completeWithPartials(handles: readonly string[]): Promise<UploadRow[]> {
      const rows: UploadRow[] = [];
      for (let at = 0; at < handles.length; at += HANDLES_PER_QUERY) {
        const some = handles.slice(at, at + HANDLES_PER_QUERY);
        rows.push(
          ...(await db
            .selectFrom('uploads')
            .selectAll()
            .where('staging_handle', 'in', some)
            .where('status', '=', 'complete')
            .execute()),
        );
      }
      return rows;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('uploads').where('id', '=', id).execute();
    },

    /** Removes uploads untouched for `seconds`, finished or not; answers them so their bytes can go too. */
    expire(seconds: number): Promise<UploadRow[]> {
      return db
        .deleteFrom('uploads')
        .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .returningAll()
        .execute();
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
