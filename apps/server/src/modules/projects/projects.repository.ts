import { sql, type Kysely } from 'kysely';
import { FOLDER_FILE_TYPE, type ProjectStatus, type ProjectType } from '@biocloud/contracts';
import type { DB, ProjectRow } from '../../db/schema';
import { displayNameSql } from '../users/display-name';
import type { ProjectCaller } from './project-access';
import { ownedOrJoinedBy } from './projects-of-user';

/** Project rows, their members and the lookups of users they need. */

export type ProjectRecord = ProjectRow & { owner_name: string; staff_name: string | null; is_member: boolean };

export interface ProjectListFilter {
  name?: string;
  status?: ProjectStatus;
  type?: ProjectType;
  from?: Date;
  to?: Date;
}

export interface NewProject {
  id: string;
  name: string;
  description: string;
  type: ProjectType;
  ownerId: string;
  staffId: string | null;
  rootUuid: string;
  docsUuid: string;
}

export function createProjectsRepository(db: Kysely<DB>) {
  /** Projects with their owner's and staff's names and whether the caller is a member. */
  const withNames = (callerId: string) =>
    db
      .selectFrom('projects')
      .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
      .leftJoin('users as staff', 'staff.id', 'projects.staff_id')
      .selectAll('projects')
      .select([
        displayNameSql('owner').as('owner_name'),
        // Null without staff (left join).
        displayNameSql('staff').$castTo<string | null>().as('staff_name'),
        sql<boolean>`exists (select 1 from project_members m where m.project_id = projects.id and m.user_id = ${callerId})`.as(
          'is_member',
        ),
      ]);

  /** Only what the caller may see: everything for staff, else their own projects and those they are a member of. */
  const visible = (caller: Pick<ProjectCaller, 'id' | 'isStaff'>) => {
    const query = withNames(caller.id);
    if (caller.isStaff) return query;
    return query.where(ownedOrJoinedBy(caller.id));
  };

  return {
    async insert(project: NewProject): Promise<ProjectRow> {
      await db
        .insertInto('files')
        .values(
          [project.rootUuid, project.docsUuid].map((uuid) => ({
            uuid,
            owner_id: project.ownerId,
            scope: 'project' as const,
            project_id: project.id,
            name: '',
            type: FOLDER_FILE_TYPE,
            is_folder: true,
          })),
        )
        .execute();
      return db
        .insertInto('projects')
        .values({
          id: project.id,
          name: project.name,
          description: project.description,
          type: project.type,
          owner_id: project.ownerId,
          staff_id: project.staffId,
          root_file_uuid: project.rootUuid,
          docs_file_uuid: project.docsUuid,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findVisible(caller: Pick<ProjectCaller, 'id' | 'isStaff'>, id: string): Promise<ProjectRecord | undefined> {
      return visible(caller).where('projects.id', '=', id).executeTakeFirst();
    },

    /** Stages and reports the customer's side has not read yet. */
    async unreadCounts(projectId: string): Promise<{ stages: number; reports: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('project_stages')
            .select(eb.fn.countAll<string>().as('n'))
            .where('project_id', '=', projectId)
            .where('read_flag', '=', false)
            .as('stages'),
          eb
            .selectFrom('project_reports')
            .select(eb.fn.countAll<string>().as('n'))
            .where('project_id', '=', projectId)
            .where('read_flag', '=', false)
            .as('reports'),
        ])
        .executeTakeFirstOrThrow();
      return { stages: Number(row.stages), reports: Number(row.reports) };
    },

    /** The row locked for this transaction. */
    lock(id: string): Promise<ProjectRow | undefined> {
      return db.selectFrom('projects').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async list(
      caller: Pick<ProjectCaller, 'id' | 'isStaff'>,
      filter: ProjectListFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: ProjectRecord[]; total: number }> {
      let query = visible(caller);
      if (filter.name) {
        const needle = filter.name;
        query = query.where((eb) =>
          eb.or([
            eb(sql`strpos(lower(projects.name), lower(${needle}))`, '>', 0),
            eb(sql`strpos(lower(projects.code), lower(${needle}))`, '>', 0),
          ]),
        );
      }
      if (filter.status) query = query.where('projects.status', '=', filter.status);
      if (filter.type) query = query.where('projects.type', '=', filter.type);
      if (filter.from) query = query.where('projects.created_at', '>=', filter.from);
      if (filter.to) query = query.where('projects.created_at', '<=', filter.to);
      const [rows, count] = await Promise.all([
        query
          .orderBy('projects.created_at', 'desc')
          .orderBy('projects.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Whether the owner has another project of this name (case ignored). */
    /** The id of the owner's project of this name (names are unique per owner, ignoring case), if any. */
    async ownedNamed(ownerId: string, name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .executeTakeFirst();
      return row?.id;
    },

    async nameTaken(ownerId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('projects')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where(sql<boolean>`lower(name) = lower(${name})`);
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async update(id: string, changes: { name: string; description?: string }): Promise<void> {
      await db.updateTable('projects').set(changes).where('id', '=', id).execute();
    },

    async setStatus(id: string, status: ProjectStatus): Promise<void> {
      await db.updateTable('projects').set({ status }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('projects').where('id', '=', id).execute();
    },

    members(projectId: string) {
      return db
        .selectFrom('project_members')
        .innerJoin('users', 'users.id', 'project_members.user_id')
        .select(['users.id', 'users.username', 'users.real_name', 'project_members.added_at'])
        .where('project_members.project_id', '=', projectId)
        .orderBy('project_members.added_at')
        .orderBy('users.username')
        .execute();
    },

    async addMembers(projectId: string, userIds: readonly string[], addedBy: string): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('project_members')
        .values(userIds.map((user_id) => ({ project_id: projectId, user_id, added_by: addedBy })))
        .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
        .execute();
    },

    async removeMember(projectId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('project_members')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Users by username or e-mail (case ignored for e-mail), for the names staff type. */
    usersByLogin(logins: readonly string[]) {
      if (logins.length === 0) return Promise.resolve([]);
      const lowered = logins.map((l) => l.toLowerCase());
      return db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'role'])
        .where((eb) => eb.or([eb('username', 'in', [...logins]), eb(sql`lower(email)`, 'in', lowered)]))
        .execute();
    },

    /** A project root row (findFile of the files module never answers roots). */
    rootRow(uuid: string) {
      return db.selectFrom('files').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    },

    /** Staff accounts: who hears of urges and e-mails of a project without a staff member of its own. */
    async staffIds(): Promise<string[]> {
      const rows = await db.selectFrom('users').select('id').where('role', '=', 'staff').execute();
      return rows.map((row) => row.id);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
