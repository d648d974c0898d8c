import { sql, type Kysely } from 'kysely';
import type { DB, TaskRow } from '../db/schema';
import { createTasksRepository, SLOT_STATUSES } from '../modules/tasks/tasks.repository';
import { jobLimit } from '../modules/packages/package-quotas';

/** The engine's queries: claiming work, and finding the tasks it watches or cleans up. */

export interface EngineScope {
  executor: 'local' | 'slurm';
  /** Local jobs belong to a machine; Slurm jobs to the cluster (any host). */
  host: string;
}

export function createEngineRepository(db: Kysely<DB>) {
  const tasks = createTasksRepository(db);
  /** Tasks of this engine's executor (and machine, for local jobs). */
  const mine = (scope: EngineScope) =>
    db
      .selectFrom('tasks')
      .selectAll()
      .where('executor', '=', scope.executor)
      .$if(scope.executor === 'local', (q) => q.where('executor_host', '=', scope.host));

  return {
    /**
     * Claims up to `max` of the oldest waiting tasks whose owners have free slots (and, with a global limit, while
     * there is room), in one statement: the running counts are taken once, the candidates are locked with SKIP LOCKED
     * (so two dispatchers never take the same task, and a task is never started twice), and each owner gets at most
     * their free slots of them. Answers them oldest first.
     */
    async claimWaiting(
      scope: EngineScope,
      limits: { perUser: number; total: number },
      max: number,
    ): Promise<TaskRow[]> {
      if (max < 1) return [];
      const { rows } = await sql<TaskRow>`
        WITH running AS (
          SELECT user_id, count(*) AS n FROM tasks
          WHERE status IN (${sql.join(SLOT_STATUSES)}) GROUP BY user_id
        ), candidates AS (
          SELECT t.id, t.user_id, t.create_time FROM tasks t
          WHERE t.status = 'wait' AND NOT t.deleted
            AND coalesce((SELECT r.n FROM running r WHERE r.user_id = t.user_id), 0)
                < ${jobLimit(sql.ref('t.user_id'), limits.perUser)}
          ORDER BY t.create_time, t.id
          LIMIT ${max}
          FOR UPDATE OF t SKIP LOCKED
        ), within_user AS (
          SELECT id, create_time FROM (
            SELECT c.id, c.create_time, ${jobLimit(sql.ref('c.user_id'), limits.perUser)} AS user_limit,
                   coalesce(r.n, 0) + row_number() OVER (PARTITION BY c.user_id ORDER BY c.create_time, c.id) AS used
            FROM candidates c LEFT JOIN running r ON r.user_id = c.user_id
          ) numbered
          WHERE used <= user_limit
        ), allowed AS (
          SELECT id FROM (
            SELECT id, row_number() OVER (ORDER BY create_time, id) AS k FROM within_user
          ) ranked
          WHERE ${limits.total} = 0 OR k + (SELECT coalesce(sum(n), 0) FROM running) <= ${limits.total}
        )
        UPDATE tasks
        SET status = 'running', claimed_at = now(), executor = ${scope.executor}, executor_host = ${scope.host}
        FROM allowed
        WHERE tasks.id = allowed.id
        RETURNING tasks.*`.execute(db);
      return rows.sort((a, b) => a.create_time.getTime() - b.create_time.getTime() || a.id.localeCompare(b.id));
    },

    /**
     * Waiting tasks held back by their owner's concurrency limit that have not said so yet (one event per task, so
     * the timeline explains the wait without repeating itself). The running counts are taken once, for all owners.
     */
    async heldByUserLimit(perUser: number, limit: number): Promise<{ id: string; user_id: string; running: number }[]> {
      const { rows } = await sql<{ id: string; user_id: string; running: string }>`
        WITH held AS (
          SELECT own.user_id, count(*) AS n FROM tasks own
          WHERE own.status IN (${sql.join(SLOT_STATUSES)}) GROUP BY own.user_id
          HAVING count(*) >= ${jobLimit(sql.ref('own.user_id'), perUser)}
        )
        SELECT t.id, t.user_id, held.n AS running
        FROM tasks t JOIN held ON held.user_id = t.user_id
        WHERE t.status = 'wait' AND NOT t.deleted
          AND NOT EXISTS (SELECT 1 FROM task_events e WHERE e.task_id = t.id AND e.event_key = 'waitingForSlot')
        ORDER BY t.create_time
        LIMIT ${limit}`.execute(db);
      return rows.map((row) => ({ ...row, running: Number(row.running) }));
    },

    /** Tasks whose program was started and has not been seen to end. */
    active(scope: EngineScope): Promise<TaskRow[]> {
      return mine(scope).where('end_time', 'is', null).where('external_id', 'is not', null).execute();
    },

    /**
     * Tasks without a job id: claimed but not (or not known to be) handed to the executor, because the engine stopped
     * in between or the submit was not confirmed.
     */
    orphans(scope: EngineScope): Promise<TaskRow[]> {
      return mine(scope).where('end_time', 'is', null).where('external_id', 'is', null).execute();
    },

    /** Tasks whose submit was not confirmed (the dispatcher recorded the work dir, but no job id): looked up. */
    unconfirmed(scope: EngineScope): Promise<TaskRow[]> {
      return mine(scope)
        .where('end_time', 'is', null)
        .where('external_id', 'is', null)
        .where('work_dir', 'is not', null)
        .execute();
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

    // A task's own reads and writes are the task module's, written once there.
    find: (id: string) => tasks.find(id),
    remove: (id: string) => tasks.remove(id),
  };
}

export type EngineRepository = ReturnType<typeof createEngineRepository>;
