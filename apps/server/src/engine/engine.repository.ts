import { sql, type Kysely } from 'kysely';
import type { DB, TaskRow } from '../db/schema';
import { SLOT_STATUSES } from '../modules/jobs/tasks.repository';

/** The engine's queries: claiming work, and finding the tasks it watches or cleans up. */

export interface EngineScope {
  executor: 'local' | 'slurm';
  /** Local jobs belong to a machine; Slurm jobs to the cluster (any host). */
  host: string;
}

export function createEngineRepository(db: Kysely<DB>) {
  /** Tasks of this engine's executor (and machine, for local jobs). */
  const mine = (scope: EngineScope) =>
    db
      .selectFrom('tasks')
      .selectAll()
      .where('executor', '=', scope.executor)
      .$if(scope.executor === 'local', (q) => q.where('executor_host', '=', scope.host));

  return {
    /**
     * Claims the oldest waiting task whose owner has a free slot (and, with a global limit, while there is room):
     * one statement, so two dispatchers can never take the same task (SKIP LOCKED passes over a row another is
     * claiming) and a task is never started twice.
     */
    async claimNext(scope: EngineScope, limits: { perUser: number; total: number }): Promise<TaskRow | undefined> {
      const { rows } = await sql<TaskRow>`
        UPDATE tasks
        SET status = 'running', claimed_at = now(), executor = ${scope.executor}, executor_host = ${scope.host}
        WHERE id = (
          SELECT t.id FROM tasks t
          WHERE t.status = 'wait' AND NOT t.deleted
            AND (SELECT count(*) FROM tasks r
                 WHERE r.user_id = t.user_id AND r.status IN (${sql.join(SLOT_STATUSES)})) < ${limits.perUser}
            AND (${limits.total} = 0 OR (SELECT count(*) FROM tasks a
                 WHERE a.status IN (${sql.join(SLOT_STATUSES)})) < ${limits.total})
          ORDER BY t.create_time, t.id
          FOR UPDATE SKIP LOCKED
          LIMIT 1
        )
        RETURNING *`.execute(db);
      return rows[0];
    },

    /**
     * Waiting tasks held back by their owner's concurrency limit that have not said so yet (one event per task, so
     * the timeline explains the wait without repeating itself).
     */
    async heldByUserLimit(perUser: number, limit: number): Promise<{ id: string; user_id: string; running: number }[]> {
      const { rows } = await sql<{ id: string; user_id: string; running: string }>`
        SELECT t.id, t.user_id, held.n AS running
        FROM tasks t
        CROSS JOIN LATERAL (SELECT count(*) AS n FROM tasks r
                            WHERE r.user_id = t.user_id AND r.status IN (${sql.join(SLOT_STATUSES)})) held
        WHERE t.status = 'wait' AND NOT t.deleted AND held.n >= ${perUser}
          AND NOT EXISTS (SELECT 1 FROM task_events e WHERE e.task_id = t.id AND e.event_key = 'waitingForSlot')
        ORDER BY t.create_time
        LIMIT ${limit}`.execute(db);
      return rows.map((row) => ({ ...row, running: Number(row.running) }));
    },

    /** Tasks whose program was started and has not been seen to end. */
    active(scope: EngineScope): Promise<TaskRow[]> {
      return mine(scope).where('end_time', 'is', null).where('external_id', 'is not', null).execute();
    },

    /** Tasks claimed but never handed to the executor (the engine stopped in between). */
    orphans(scope: EngineScope): Promise<TaskRow[]> {
      return mine(scope).where('end_time', 'is', null).where('external_id', 'is', null).execute();
    },

    /** Deleted tasks with nothing running any more: their work dirs and rows can go. */
    deletedAndEnded(limit: number): Promise<TaskRow[]> {
      return db
        .selectFrom('tasks')
        .selectAll()
        .where('deleted', '=', true)
        .where('end_time', 'is not', null)
        .limit(limit)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('tasks').where('id', '=', id).execute();
    },

    find(id: string): Promise<TaskRow | undefined> {
      return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type EngineRepository = ReturnType<typeof createEngineRepository>;
