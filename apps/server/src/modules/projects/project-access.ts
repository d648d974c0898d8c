import type { FastifyRequest } from 'fastify';
import { requireSession } from '../auth/session-hooks';
import { callerOf, type Caller } from '../auth/caller';
import { displayName } from '../users/display-name';

/*
 * Who sees a project: its owner, its members and staff; everyone else is told it does not exist. The same rule as
 * one SQL condition, for the queries of other modules too, is in db/project-visibility.ts.
 */

export type ProjectRole = 'owner' | 'member' | 'staff';

export interface ProjectCaller extends Caller {
  isStaff: boolean;
  /** How the caller is named on timelines, replies and messages. */
  name: string;
}

export function projectCaller(request: FastifyRequest): ProjectCaller {
  const user = requireSession(request).user;
  return { ...callerOf(user), isStaff: user.role === 'staff', name: displayName(user) };
}

/** The caller's role in a project, or null when they may not see it. */
export function roleIn(
  project: { owner_id: string },
  caller: Pick<ProjectCaller, 'id' | 'isStaff'>,
  isMember: boolean,
): ProjectRole | null {
  if (project.owner_id === caller.id) return 'owner';
  if (isMember) return 'member';
  return caller.isStaff ? 'staff' : null;
}

/**
 * The caller for a change to project rows that a project rule has just allowed (the owner deleting a report): the
 * files module otherwise leaves project roots to staff (files/file-access.ts assertWritable).
 */
export function allowedProjectChange(caller: ProjectCaller): ProjectCaller {
  return { ...caller, writesProjects: true };
}
