import type { Kysely } from 'kysely';
import { isUuid } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import type { Caller } from '../files/file-access';
import { createFilesRepository, type FileRecord } from '../files/files.repository';
import { projectVisibleTo } from './project-visibility';
import { projectNotFound } from './project-errors';

/*
 * Where jobs run in a project keep their results: the project's data root instead of the user's private root, so
 * everyone who sees the project sees them (and the report list finds the reports there). Used by the task and
 * workflow submitters and by the engine's output collector.
 */

/**
 * The project a job is submitted into: null without one; the id when the caller sees the project; else
 * PROJECT_NOT_FOUND, as for a project that never existed.
 */
export async function projectForJob(
  db: Kysely<DB>,
  caller: Pick<Caller, 'id'>,
  projectBaseId: string | null | undefined,
): Promise<string | null> {
  if (!projectBaseId) return null;
  if (!isUuid(projectBaseId)) throw projectNotFound();
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectBaseId)
    .where(projectVisibleTo('projects.id', caller.id))
    .executeTakeFirst();
  if (!row) throw projectNotFound();
  return row.id;
}

/** The folder a job's result folder goes in: its project's data root, else the user's private root. */
export async function jobResultsRoot(
  db: Kysely<DB>,
  job: { user_id: string; project_base_id: string | null },
): Promise<FileRecord> {
  const files = createFilesRepository(db);
  if (isUuid(job.project_base_id)) {
    const root = await db
      .selectFrom('projects')
      .innerJoin('files', 'files.uuid', 'projects.root_file_uuid')
      .selectAll('files')
      .where('projects.id', '=', job.project_base_id)
      .executeTakeFirst();
    // A project deleted while its job ran: the results go to the user's own space.
    if (root) return root;
  }
  return files.privateRoot(job.user_id);
}
