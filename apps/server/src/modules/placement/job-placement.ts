import type { Kysely } from 'kysely';
import { isUuid } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../auth/caller';
import { createFilesRepository, type FileRecord } from '../files/files.repository';
import { privateResultsFolder } from '../files/results-folder';
import { createPlacementRepository, type PlacementRepository } from './placement.repository';

/*
 * Where jobs run in a project keep their results: the project's data root instead of the user's private root, so
 * everyone who sees the project sees them (and the report list finds the reports there). Used by the task and
 * workflow submitters and by the engine's output collector. Below the job modules, so both use it without importing
 * the projects module (which sits above them).
 */

/** A project the caller may not see answers this, exactly as one that never existed (projects/project-errors.ts). */
export const projectNotFound = () => new AppError('PROJECT_NOT_FOUND', 404);

/**
 * The project a job is submitted into: null without one; the id when the caller sees the project; else
 * PROJECT_NOT_FOUND, as for a project that never existed.
 */
export async function projectForJob(
  placement: Pick<PlacementRepository, 'findVisibleProjectId'>,
  caller: Pick<Caller, 'id'>,
  projectBaseId: string | null | undefined,
): Promise<string | null> {
  if (!projectBaseId) return null;
  if (!isUuid(projectBaseId)) throw projectNotFound();
  const id = await placement.findVisibleProjectId(caller.id, projectBaseId);
  if (!id) throw projectNotFound();
  return id;
}

/** The folder a job's result folder goes in: its project's data root, else the user's results folder. */
export async function jobResultsRoot(
  db: Kysely<DB>,
  job: { user_id: string; project_base_id: string | null },
): Promise<FileRecord> {
  if (isUuid(job.project_base_id)) {
    const root = await createPlacementRepository(db).projectDataRoot(job.project_base_id);
    // A project deleted while its job ran: the results go to the user's own space.
    if (root) return root;
  }
  return privateResultsFolder(createFilesRepository(db), job.user_id);
}
