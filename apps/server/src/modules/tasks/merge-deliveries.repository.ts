import type { Kysely } from 'kysely';
import { TASK_JOB_TERMINAL_STATUSES, type UserRole } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

export interface FinishedDelivery {
  taskId: string;
  parentUuid: string;
  fileName: string;
  succeeded: boolean;
  userId: string;
  role: UserRole;
  region: string;
}

/** Where merged files go once their task ended (table merge_deliveries, see the migration 20261127T0001). */
export function createMergeDeliveries(db: Kysely<DB>) {
  return {
    async add(delivery: { taskId: string; parentUuid: string; fileName: string }): Promise<void> {
      await db
        .insertInto('merge_deliveries')
        .values({ task_id: delivery.taskId, parent_uuid: delivery.parentUuid, file_name: delivery.fileName })
        .execute();
    },

    /** Deliveries whose task has ended (or was deleted), with the task owner as the copy's caller. */
    async finished(): Promise<FinishedDelivery[]> {
      const rows = await db
        .selectFrom('merge_deliveries as d')
        .innerJoin('tasks as t', 't.id', 'd.task_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['d.task_id', 'd.parent_uuid', 'd.file_name', 't.status', 't.deleted', 'u.id as user_id', 'u.role'])
        .select('u.region')
        .where((eb) => eb.or([eb('t.status', 'in', TASK_JOB_TERMINAL_STATUSES), eb('t.deleted', '=', true)]))
        .orderBy('d.created_at')
        .execute();
      return rows.map((row) => ({
        taskId: row.task_id,
        parentUuid: row.parent_uuid,
        fileName: row.file_name,
        succeeded: row.status === 'success' && !row.deleted,
        userId: row.user_id,
        role: row.role,
        region: row.region,
      }));
    },

    /** Takes a delivery out; false when another instance took it first. */
    async claim(taskId: string): Promise<boolean> {
      const result = await db.deleteFrom('merge_deliveries').where('task_id', '=', taskId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The result files of a task (the merge tool has one). */
    async outputsOf(taskId: string): Promise<string[]> {
      const rows = await db.selectFrom('task_outputs').select('file_uuid').where('task_id', '=', taskId).execute();
      return rows.map((row) => row.file_uuid);
    },
  };
}

export type MergeDeliveries = ReturnType<typeof createMergeDeliveries>;
