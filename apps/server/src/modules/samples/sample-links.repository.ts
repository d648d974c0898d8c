import { sql, type Kysely } from 'kysely';
import { isUuid } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { ownedOrJoinedBy } from '../projects/projects-of-user';

/** What a sample links to: the project staff put it in, seen by the customer with its data root and jobs. */

export function createSampleLinksRepository(db: Kysely<DB>) {
  return {
    /** Whether the customer owns the project or is one of its members (a sample goes only where they can see it). */
    async customerSeesProject(customerId: string, projectId: string): Promise<boolean> {
      if (!isUuid(projectId)) return false;
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', projectId)
        .where(ownedOrJoinedBy(customerId))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The linked project with the count of its jobs (tasks outside workflows, and workflows). */
    async projectOf(projectId: string) {
      const row = await db
        .selectFrom('projects')
        .select([
          'id',
          'name',
          'code',
          'root_file_uuid',
          sql<number>`(select count(*) from workflows w where w.project_base_id = projects.id::text)::int`.as(
            'workflows',
          ),
          sql<number>`(select count(*) from tasks t where t.project_base_id = projects.id::text
            and t.workflow_id is null and not t.deleted)::int`.as('tasks'),
        ])
        .where('id', '=', projectId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        projectBaseId: row.id,
        projectName: row.name,
        projectCode: row.code,
        rootFileUuid: row.root_file_uuid,
        computeJobCount: row.workflows,
        taskJobCount: row.tasks,
      };
    },
  };
}
