import { placementIn } from './file-access';
import type { FileRecord, FilesRepository } from './files.repository';

/**
 * The folder of a private space that holds every job's and drawing's result folder, so runs do not pile up in the
 * root (issue 14: 233 items there after an hour). Result folders made before it stay where they are.
 */
export const RESULTS_FOLDER = 'results';

/** The user's results folder, made on first use; the root itself when a file of theirs took the name. */
export async function privateResultsFolder(files: FilesRepository, userId: string): Promise<FileRecord> {
  const root = await files.privateRoot(userId);
  const folder = await files.ensureFolder(placementIn(root), RESULTS_FOLDER);
  return folder?.is_folder ? folder : root;
}
