import type { Kysely } from 'kysely';
import type { ReportFlag } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/** The report rows of a project with their project and file columns, a page at a time (index range scans). */
export function createReportsRepository(db: Kysely<DB>) {
  const rows = (projectId: string) =>
    db
      .selectFrom('project_reports as r')
      .innerJoin('projects as p', 'p.id', 'r.project_id')
      .innerJoin('files as f', 'f.uuid', 'r.file_uuid')
      .where('r.project_id', '=', projectId);

  return {
    async page(projectId: string, flag: ReportFlag, limit: number, offset: number) {
      // The page's ids first (an index range of project_reports alone), then the joins for those rows only.
      const ids = db
        .selectFrom('project_reports')
        .select('id')
        .where('project_id', '=', projectId)
        .where('flag', '=', flag)
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset);
      const [page, counts] = await Promise.all([
        rows(projectId)
          .where('r.id', 'in', ids)
          .select([
            'r.id',
            'r.flag',
            'r.title',
            'r.soft_id',
            'r.app_or_tool',
            'r.workflow_id',
            'r.file_uuid',
            'r.read_flag',
            'r.create_time',
            'p.name as project_name',
            'p.code as project_code',
            'p.type as project_type',
            'f.name as file_name',
            'f.type as file_type',
          ])
          .orderBy('r.create_time', 'desc')
          .orderBy('r.id', 'desc')
          .execute(),
        db
          .selectFrom('project_reports')
          .select((eb) => [
            eb.fn.countAll<string>().as('total'),
            eb.fn.countAll<string>().filterWhere('read_flag', '=', false).as('unread'),
          ])
          .where('project_id', '=', projectId)
          .where('flag', '=', flag)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: page, total: Number(counts.total), unread: Number(counts.unread) };
    },

    /** A report with its file's name and type; undefined when there is none by that id. */
    find(reportId: string) {
      return db
        .selectFrom('project_reports as r')
        .innerJoin('files as f', 'f.uuid', 'r.file_uuid')
        .select(['r.id', 'r.project_id', 'r.file_uuid', 'r.read_flag', 'f.name as file_name', 'f.type as file_type'])
        .where('r.id', '=', reportId)
        .executeTakeFirst();
    },

    /** An attached report; answers its id. */
    async insert(report: {
      projectId: string;
      flag: ReportFlag;
      title: string;
      softId: string | null;
      appOrTool: 'app' | 'tool';
      fileUuid: string;
      createdBy: string;
    }): Promise<string> {
      const row = await db
        .insertInto('project_reports')
        .values({
          project_id: report.projectId,
          flag: report.flag,
          title: report.title,
          soft_id: report.softId,
          app_or_tool: report.appOrTool,
          file_uuid: report.fileUuid,
          created_by: report.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async markRead(reportId: string): Promise<void> {
      await db.updateTable('project_reports').set({ read_flag: true }).where('id', '=', reportId).execute();
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
