import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DrawingOutputFileColumn, DrawingStatusColumn } from '../../db/schema';
import { realtimeNotifySql } from '../../realtime/realtime';

export interface NewDrawing {
  userId: string;
  workflowName: string;
  drawType: string;
  fileUuids: string[];
  params: Record<string, unknown>;
  vennData: Record<string, string>[];
}

export interface DrawingEnd {
  status: Exclude<DrawingStatusColumn, 'RUNNING'>;
  outputFolderUuid: string | null;
  outputFiles: DrawingOutputFileColumn[];
  errorCode: string | null;
}

/** All SQL of drawings. */
export function createDrawingsRepository(db: Database) {
  return {
    async insert(drawing: NewDrawing): Promise<string> {
      const row = await db
        .insertInto('drawings')
        .values({
          user_id: drawing.userId,
          workflow_name: drawing.workflowName,
          draw_type: drawing.drawType,
          file_uuids: drawing.fileUuids,
          params: JSON.stringify(drawing.params),
          venn_data: JSON.stringify(drawing.vennData),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The caller's drawing, or undefined (also for another user's). */
    find(userId: string, id: string) {
      return db
        .selectFrom('drawings')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Records how a drawing ended and tells the user's tabs on the `drawing` topic in the same transaction, so the
     * event never announces files the database does not have. Only a RUNNING drawing ends, once.
     */
    async end(id: string, end: DrawingEnd, event: unknown): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('drawings')
          .set({
            status: end.status,
            output_folder_uuid: end.outputFolderUuid,
            output_files: JSON.stringify(end.outputFiles),
            error_code: end.errorCode,
            end_time: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .where('status', '=', 'RUNNING')
          .returning('user_id')
          .executeTakeFirst();
        if (row) await realtimeNotifySql('drawing', row.user_id, event).execute(trx);
      });
    },

    /** Drawings still RUNNING that no render can still be working on (the server stopped during them). */
    async runningBefore(before: Date) {
      return db
        .selectFrom('drawings')
        .select(['id', 'workflow_name', 'draw_type'])
        .where('status', '=', 'RUNNING')
        .where('create_time', '<', before)
        .execute();
    },
  };
}

export type DrawingsRepository = ReturnType<typeof createDrawingsRepository>;
