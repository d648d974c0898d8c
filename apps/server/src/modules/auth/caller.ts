import type { UserRow } from '../../db/schema';

/** Who makes a request, as the rules of every module see them (from the session's user). */
export interface Caller {
  id: string;
  isAdmin: boolean;
  /** May change rows of project roots: staff (delivery), or a project rule already allowed this change. */
  writesProjects?: boolean;
  region: string;
}

export function callerOf(user: Pick<UserRow, 'id' | 'role' | 'region'>): Caller {
  return { id: user.id, isAdmin: user.role === 'admin', writesProjects: user.role === 'staff', region: user.region };
}
