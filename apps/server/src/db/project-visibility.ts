import { sql, type RawBuilder } from 'kysely';

/*
 * Who sees a project (its owner, its members, staff) as one SQL condition, for every query that must respect it:
 * the files of project roots (files.repository.ts), jobs submitted into a project, the project pages. No app
 * imports here, so any module can use it without import cycles.
 */

/** SQL: the project whose id is in column `projectIdColumn` is visible to the user `callerId`. */
export function projectVisibleTo(projectIdColumn: string, callerId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from projects vp
    where vp.id = ${sql.ref(projectIdColumn)}
      and (vp.owner_id = ${callerId}
        or exists (select 1 from project_members vm where vm.project_id = vp.id and vm.user_id = ${callerId})
        or exists (select 1 from users vu where vu.id = ${callerId} and vu.role = 'staff')))`;
}
