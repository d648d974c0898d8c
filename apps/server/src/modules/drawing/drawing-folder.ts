import { isNameClash } from '../files/db-errors';
import { placementIn } from '../files/file-access';
import type { FilesData } from '../files/files-data';
import type { FileRecord } from '../files/files.repository';
import { privateResultsFolder } from '../files/results-folder';

/** Characters of the drawing id in its folder name, as task result folders have (`<jobName>_<id start>`). */
const FOLDER_ID_CHARS = 8;

/** The result folder of a drawing in the owner's results folder; the full id if the short name is taken. */
export async function drawingFolder(
  files: FilesData,
  ownerId: string,
  workflowName: string,
  drawingId: string,
): Promise<FileRecord> {
  const root = await privateResultsFolder(files.files, ownerId);
  for (const name of [`${workflowName}_${drawingId.slice(0, FOLDER_ID_CHARS)}`, `${workflowName}_${drawingId}`]) {
    try {
      const uuid = await files.files.insertFolder(placementIn(root), name);
      const folder = await files.files.findFile(uuid);
      if (folder) return folder;
    } catch (error) {
      if (!isNameClash(error)) throw error;
    }
  }
  throw new Error(`no free name for the folder of drawing ${drawingId}`);
}
