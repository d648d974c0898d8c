import { sql, type Kysely } from 'kysely';
import {
  DASHBOARD_JOB_DAYS,
  DASHBOARD_REPORT_COUNT,
  DASHBOARD_STORAGE_DAYS,
  type DashboardResponse,
} from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { ownedOrJoinedBy } from '../projects/projects-of-user';

/*
 * The dashboard's reads: counts grouped in SQL (a user holds many jobs), the per-day series, the newest reports of
 * the user's projects. Projects are the user's own and those they are a member of, as in their project list.
 */

const countRows = (rows: { key: string; n: string | number }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));

/** Writes what the users' private files take today (all users, or one), the storage chart's history. */
export async function recordStorageHistory(db: Kysely<DB>, userId?: string): Promise<void> {
  await sql`
    insert into storage_history (user_id, day, used_bytes)
    select u.id, current_date,
           coalesce((select sum(f.size) from files f where f.owner_id = u.id and f.scope = 'private'), 0)
    from users u
    where ${userId === undefined ? sql`true` : sql`u.id = ${userId}`}
    on conflict (user_id, day) do update set used_bytes = excluded.used_bytes`.execute(db);
}

export function createDashboardRepository(db: Kysely<DB>) {
  const visibleProjectIds = (userId: string) =>
    db.selectFrom('projects').select('projects.id').where(ownedOrJoinedBy(userId));

  return {
    /** The user's task jobs (their own tool runs, as the task list shows them) by status. */
    async taskCounts(userId: string) {
      const rows = await db
        .selectFrom('tasks')
        .select(['status as key', (eb) => eb.fn.countAll<string>().as('n')])
        .where('user_id', '=', userId)
        .where('deleted', '=', false)
        .where('workflow_id', 'is', null)
        .groupBy('status')
        .execute();
      return countRows(rows);
    },

    async computeCounts(userId: string) {
      const rows = await db
        .selectFrom('workflows')
        .select(['status as key', (eb) => eb.fn.countAll<string>().as('n')])
        .where('user_id', '=', userId)
        .groupBy('status')
        .execute();
      return countRows(rows);
    },

    /** Projects by status as the caller's project list holds them: staff's holds every project. */
    async projectCounts(userId: string, everyProject: boolean) {
      const rows = await db
        .selectFrom('projects')
        .select(['status as key', (eb) => eb.fn.countAll<string>().as('n')])
        .$if(!everyProject, (query) => query.where('id', 'in', visibleProjectIds(userId)))
        .groupBy('status')
        .execute();
      return countRows(rows);
    },

    /** Both kinds of job, by the day they were submitted and how they stand, over the chart's days. */
    async jobsByDay(userId: string) {
      const result = await sql<{ day: string; outcome: string; n: string }>`
        with jobs as (
          select create_time, case status when 'success' then 'finished' when 'error' then 'failed'
                                          when 'killed' then 'killed' else 'active' end as outcome
          from tasks where user_id = ${userId} and not deleted and workflow_id is null
            and create_time >= current_date - ${DASHBOARD_JOB_DAYS - 1}::int
          union all
          select create_time, case status when 'FINISH' then 'finished' when 'FAILURE' then 'failed'
                                          when 'KILLED' then 'killed' else 'active' end
          from workflows where user_id = ${userId}
            and create_time >= current_date - ${DASHBOARD_JOB_DAYS - 1}::int
        )
        select to_char(create_time::date, 'YYYY-MM-DD') as day, outcome, count(*) as n
        from jobs group by 1, 2`.execute(db);
      return result.rows;
    },

    /** The days of the chart, oldest first, as the database's calendar has them. */
    async chartDays(): Promise<string[]> {
      const result = await sql<{ day: string }>`
        select to_char(d, 'YYYY-MM-DD') as day
        from generate_series(current_date - ${DASHBOARD_JOB_DAYS - 1}::int, current_date, interval '1 day') d`.execute(
        db,
      );
      return result.rows.map((row) => row.day);
    },

    async storageByDay(userId: string): Promise<DashboardResponse['storageByDay']> {
      const rows = await db
        .selectFrom('storage_history')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'used_bytes'])
        .where('user_id', '=', userId)
        .where(sql<boolean>`day >= current_date - ${DASHBOARD_STORAGE_DAYS - 1}::int`)
        .orderBy('storage_history.day')
        .execute();
      return rows.map((row) => ({ day: row.day, usedBytes: Number(row.used_bytes) }));
    },

    async latestReports(userId: string): Promise<DashboardResponse['reports']> {
      const rows = await db
        .selectFrom('project_reports as r')
        .innerJoin('projects as p', 'p.id', 'r.project_id')
        .select(['r.id', 'r.project_id', 'p.name', 'r.title', 'r.flag', 'r.read_flag', 'r.create_time'])
        .where('r.project_id', 'in', visibleProjectIds(userId))
        .orderBy('r.create_time', 'desc')
        .limit(DASHBOARD_REPORT_COUNT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        projectBaseId: row.project_id,
        projectName: row.name,
        title: row.title,
        flag: row.flag,
        readFlag: row.read_flag,
        createTime: row.create_time.toISOString(),
      }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
