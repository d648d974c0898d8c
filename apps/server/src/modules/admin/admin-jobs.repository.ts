import { sql, type Kysely } from 'kysely';
import type { TaskJobStatus } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/** Task jobs waiting, running or paused: what the engine still holds (steps of compute jobs go with their job). */
export const ACTIVE_TASK_STATUSES = ['wait', 'running', 'stop'] as const satisfies readonly TaskJobStatus[];
const FAILURES_SHOWN = 10;

/** The console's job and system reads. */
export function createAdminJobsRepository(db: Kysely<DB>) {
  const active = () =>
    db
      .selectFrom('tasks as t')
      .where('t.status', 'in', ACTIVE_TASK_STATUSES)
      .where('t.deleted', '=', false)
      .where('t.workflow_id', 'is', null);

  return {
    async page(limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        active()
          .innerJoin('users as u', 'u.id', 't.user_id')
          .select([
            't.id',
            't.job_name',
            't.tool_id',
            't.status',
            't.user_id',
            'u.username',
            't.executor',
            't.create_time',
            't.start_time',
          ])
          .orderBy('t.create_time', 'desc')
          .orderBy('t.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        active()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async system() {
      const [jobs, storage, mail, failures] = await Promise.all([
        db
          .selectFrom('tasks')
          .select(['executor', 'status', (eb) => eb.fn.countAll<string>().as('n')])
          .where('status', 'in', ACTIVE_TASK_STATUSES)
          .where('deleted', '=', false)
          .groupBy(['executor', 'status'])
          .execute(),
        db
          .selectFrom('blobs')
          .select([sql<string>`coalesce(sum(size), 0)`.as('bytes'), (eb) => eb.fn.countAll<string>().as('n')])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('mail_outbox')
          .select([
            sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
            sql<string>`count(*) filter (where status = 'failed')`.as('failed'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('mail_outbox')
          .select(['id', 'kind', 'created_at', 'last_error'])
          .where('status', '=', 'failed')
          .orderBy('created_at', 'desc')
          .limit(FAILURES_SHOWN)
          .execute(),
      ]);
      return { jobs, storage, mail, failures };
    },
  };
}

export type AdminJobsRepository = ReturnType<typeof createAdminJobsRepository>;
