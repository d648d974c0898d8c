import type { Kysely } from 'kysely';
import type { DB, ProjectRow } from '../../db/schema';
import { createProjectsRepository } from './projects.repository';

/** Who hears of what happens in a project: its customers (owner and members) or its contacts (staff). */

export async function customersOf(db: Kysely<DB>, project: Pick<ProjectRow, 'id' | 'owner_id'>): Promise<string[]> {
  const members = await createProjectsRepository(db).members(project.id);
  return [project.owner_id, ...members.map((m) => m.id)];
}

/** The project's staff member, else every staff account. */
export async function contactsOf(db: Kysely<DB>, project: Pick<ProjectRow, 'staff_id'>): Promise<string[]> {
  return project.staff_id ? [project.staff_id] : createProjectsRepository(db).staffIds();
}
