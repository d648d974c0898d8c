import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_PROJECT_TYPE,
  isUuid,
  validateDescription,
  validateProjectName,
  type ProjectDetailResponse,
  type ProjectListQuery,
  type ProjectListResponse,
  type ProjectType,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { sendMessages } from '../messages/messages.repository';
import { roleIn, type ProjectCaller, type ProjectRole } from './project-access';
import { toProject } from './project-dto';
import {
  assertValid,
  isProjectNameClash,
  ownerOnly,
  projectNameDuplicate,
  projectNotFound,
  staffOnly,
  userUnknown,
} from './project-errors';
import { createProjectsRepository, type ProjectRecord } from './projects.repository';

/** Creating, listing, reading and editing projects, and their members. Deleting is project-delete.ts. */

type MemberRow = Awaited<ReturnType<ReturnType<typeof createProjectsRepository>['members']>>[number];

const toMember = (m: MemberRow) => ({
  userId: m.id,
  username: m.username,
  realName: m.real_name,
  addedTime: m.added_at.toISOString(),
});

export interface VisibleProject {
  row: ProjectRecord;
  role: ProjectRole;
}

export function createProjectsService(deps: { db: Database }) {
  const { db } = deps;
  const repo = createProjectsRepository(db);

  /** The project if the caller may see it; PROJECT_NOT_FOUND otherwise, exactly as for an id that never was. */
  async function visible(caller: ProjectCaller, projectBaseId: string): Promise<VisibleProject> {
    const row = isUuid(projectBaseId) ? await repo.findVisible(caller, projectBaseId) : undefined;
    const role = row ? roleIn(row, caller, row.is_member) : null;
    if (!row || !role) throw projectNotFound();
    return { row, role };
  }

  /** Visible, and the caller is staff. */
  async function asStaff(caller: ProjectCaller, projectBaseId: string): Promise<VisibleProject> {
    const project = await visible(caller, projectBaseId);
    if (!caller.isStaff) throw staffOnly();
    return project;
  }

  function checkFields(name: string, description: string): string {
    assertValid(validateProjectName(name));
    assertValid(validateDescription(description));
    return name.trim();
  }

  /** Users named by username or e-mail, each of them known (else PROJECT_USER_UNKNOWN naming the first unknown). */
  async function usersNamed(logins: readonly string[]) {
    const wanted = [...new Set(logins.map((l) => l.trim()).filter((l) => l !== ''))];
    const users = await repo.usersByLogin(wanted);
    for (const login of wanted) {
      const lowered = login.toLowerCase();
      if (!users.some((u) => u.username === login || u.email?.toLowerCase() === lowered)) throw userUnknown(login);
    }
    return users;
  }

  async function insert(
    caller: ProjectCaller,
    input: { name: string; description: string; type: ProjectType; ownerId: string; staffId: string | null },
    memberIds: readonly string[] = [],
  ) {
    if (await repo.nameTaken(input.ownerId, input.name)) throw projectNameDuplicate();
    try {
      return await db.transaction().execute(async (trx) => {
        const tx = createProjectsRepository(trx);
        const row = await tx.insert({ id: randomUUID(), rootUuid: randomUUID(), docsUuid: randomUUID(), ...input });
        await tx.addMembers(row.id, memberIds, caller.id);
        const told = [input.ownerId, ...memberIds].filter((id) => id !== caller.id);
        await sendMessages(trx, told, {
          kind: 'projectCreated',
          params: { projectName: row.name, projectCode: row.code, by: caller.name },
          projectId: row.id,
        });
        return { projectBaseId: row.id, projectCode: row.code };
      });
    } catch (error) {
      // Another request took the name between the check and the insert.
      if (isProjectNameClash(error)) throw projectNameDuplicate();
      throw error;
    }
  }

  return {
    visible,
    asStaff,

    async create(caller: ProjectCaller, body: { name: string; description: string }) {
      const name = checkFields(body.name, body.description);
      return insert(caller, {
        name,
        description: body.description,
        type: CUSTOMER_PROJECT_TYPE,
        ownerId: caller.id,
        staffId: null,
      });
    },

    /** Staff set up a project for a customer (and its first members); the customer is told. */
    async staffCreate(
      caller: ProjectCaller,
      body: { name: string; description: string; ownerUsername: string; type: ProjectType; memberUsernames: string[] },
    ) {
      if (!caller.isStaff) throw staffOnly();
      const name = checkFields(body.name, body.description);
      const [owner] = await usersNamed([body.ownerUsername]);
      const members = await usersNamed(body.memberUsernames);
      return insert(
        caller,
        { name, description: body.description, type: body.type, ownerId: owner!.id, staffId: caller.id },
        members.map((m) => m.id).filter((id) => id !== owner!.id),
      );
    },

    async list(caller: ProjectCaller, query: ProjectListQuery): Promise<ProjectListResponse> {
      const size = query.recordNumberOfPage;
      const { rows, total } = await repo.list(
        caller,
        {
          name: query.projectName?.trim() || undefined,
          status: query.status,
          type: query.projectType,
          from: query.startCreateTime,
          to: query.endCreateTime,
        },
        size,
        query.currentPage * size,
      );
      return {
        projectList: rows.map((row) => toProject(row, roleIn(row, caller, row.is_member)!)),
        totalPages: Math.ceil(total / size),
        totalElements: total,
      };
    },

    async detail(caller: ProjectCaller, projectBaseId: string): Promise<ProjectDetailResponse> {
      const { row, role } = await visible(caller, projectBaseId);
      const [members, unread] = await Promise.all([repo.members(row.id), repo.unreadCounts(row.id)]);
      return {
        ...toProject(row, role),
        members: members.map(toMember),
        unread,
      };
    },

    /** A new name is required and checked against the owner's other projects; the description is optional. */
    async edit(caller: ProjectCaller, projectBaseId: string, body: { newName: string; description?: string }) {
      const { row, role } = await visible(caller, projectBaseId);
      if (role === 'member') throw ownerOnly();
      const name = checkFields(body.newName, body.description ?? row.description);
      if (await repo.nameTaken(row.owner_id, name, row.id)) throw projectNameDuplicate();
      try {
        await repo.update(row.id, { name, ...(body.description !== undefined && { description: body.description }) });
      } catch (error) {
        if (isProjectNameClash(error)) throw projectNameDuplicate();
        throw error;
      }
      return toProject({ ...row, name, description: body.description ?? row.description }, role);
    },

    /** Staff or the owner add members by username or e-mail; each new member is told. */
    async addMembers(caller: ProjectCaller, projectBaseId: string, usernames: readonly string[]) {
      const { row, role } = await visible(caller, projectBaseId);
      if (role === 'member') throw ownerOnly();
      const users = (await usersNamed(usernames)).filter((u) => u.id !== row.owner_id);
      const before = new Set((await repo.members(row.id)).map((m) => m.id));
      await db.transaction().execute(async (trx) => {
        await createProjectsRepository(trx).addMembers(
          row.id,
          users.map((u) => u.id),
          caller.id,
        );
        await sendMessages(
          trx,
          users.map((u) => u.id).filter((id) => !before.has(id)),
          { kind: 'memberAdded', params: { projectName: row.name, by: caller.name }, projectId: row.id },
        );
      });
      return this.members(caller, projectBaseId);
    },

    async removeMember(caller: ProjectCaller, projectBaseId: string, userId: string) {
      const { row, role } = await visible(caller, projectBaseId);
      if (role === 'member' && userId !== caller.id) throw ownerOnly();
      if (isUuid(userId)) await repo.removeMember(row.id, userId);
      return caller.id === userId && role === 'member' ? { members: [] } : this.members(caller, projectBaseId);
    },

    async members(caller: ProjectCaller, projectBaseId: string) {
      const { row } = await visible(caller, projectBaseId);
      const members = await repo.members(row.id);
      return {
        members: members.map(toMember),
      };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
