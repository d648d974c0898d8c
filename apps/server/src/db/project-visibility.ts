import { sql, type RawBuilder } from 'kysely';
import { CUSTOMER_PROJECT_TYPE } from '@biocloud/contracts';

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

/**
 * SQL: the project in column `projectIdColumn` is an own-analysis project of the user `callerId` (owner or member),
 * whose data they organise themselves; a service project's data are the staff's delivery (files/file-access.ts).
 */
export function projectWritableBy(projectIdColumn: string, callerId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from projects wp
    where wp.id = ${sql.ref(projectIdColumn)}
      and wp.type = ${CUSTOMER_PROJECT_TYPE}
      and (wp.owner_id = ${callerId}
        or exists (select 1 from project_members wm where wm.project_id = wp.id and wm.user_id = ${callerId})))`;
}
