import { projectTypeSchema, type Project } from '@biocloud/contracts';
import type { ProjectRole } from './project-access';
import type { ProjectRecord } from './projects.repository';

/** Project rows as the API shows them. */
export function toProject(row: ProjectRecord, role: ProjectRole): Project {
  return {
    projectBaseId: row.id,
    projectName: row.name,
    projectCode: row.code,
    description: row.description,
    // The column is checked on write; an unknown value (a type removed later) reads as other.
    projectType: projectTypeSchema.catch('other').parse(row.type),
    status: row.status,
    ownerName: row.owner_name,
    staffName: row.staff_name,
    createTime: row.created_at.toISOString(),
    rootFileUuid: row.root_file_uuid,
    role,
  };
}
