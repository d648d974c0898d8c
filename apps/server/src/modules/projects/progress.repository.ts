import type { Kysely } from 'kysely';
import type { ProgressType, StageKey } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/** The progress pages' rows: recorded stages and the customers' urges and e-mails. Bound to `db` or a transaction. */
export function createProgressRepository(db: Kysely<DB>) {
  return {
    stages(projectId: string) {
      return db.selectFrom('project_stages').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
    },

    /** Marks the unread stages of one view read; answers how many changed. */
    async markRead(projectId: string, type: ProgressType): Promise<number> {
      const result = await db
        .updateTable('project_stages')
        .set({ read_flag: true })
        .where('project_id', '=', projectId)
        .where('progress_type', '=', type)
        .where('read_flag', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async insertStage(stage: {
      projectId: string;
      type: ProgressType;
      stageKey: StageKey;
      stageTime: Date;
      actorId: string;
      actorName: string;
      note: string;
    }): Promise<void> {
      await db
        .insertInto('project_stages')
        .values({
          project_id: stage.projectId,
          progress_type: stage.type,
          stage_key: stage.stageKey,
          stage_time: stage.stageTime,
          actor_id: stage.actorId,
          actor_name: stage.actorName,
          note: stage.note,
        })
        .execute();
    },

    async lastUrge(projectId: string, type: ProgressType): Promise<Date | null> {
      const row = await db
        .selectFrom('project_urges')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('project_id', '=', projectId)
        .where('kind', '=', 'urge')
        .where('progress_type', '=', type)
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },

    async emailsSince(projectId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('project_urges')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', projectId)
        .where('kind', '=', 'email')
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** An urge of one view, or an e-mail (no view). */
    async insertUrge(
      urge: { projectId: string; userId: string; content: string } & (
        { kind: 'urge'; type: ProgressType } | { kind: 'email' }
      ),
    ): Promise<void> {
      await db
        .insertInto('project_urges')
        .values({
          project_id: urge.projectId,
          user_id: urge.userId,
          kind: urge.kind,
          ...(urge.kind === 'urge' && { progress_type: urge.type }),
          content: urge.content,
        })
        .execute();
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
