import { isNameClash } from './db-errors';
import { placementIn } from './file-access';
import { nameExists } from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord } from './files.repository';

/*
 * Folders below a folder named by a relative path (the folders of a folder upload). Segments must already have
 * passed the folder-name rule. A segment taken by a file is a name clash.
 */

async function child(data: FilesData, parent: FileRecord, name: string): Promise<FileRecord | undefined> {
  const [row] = await data.files.childrenNamed(parent.uuid, [name]);
  if (row && !row.is_folder) throw nameExists({ names: [name] });
  return row;
}

/** The deepest folder of the path, or null when some of it does not exist yet. */
export async function findFolderPath(
  data: FilesData,
  folder: FileRecord,
  segments: readonly string[],
): Promise<FileRecord | null> {
  let current = folder;
  for (const name of segments) {
    const next = await child(data, current, name);
    if (!next) return null;
    current = next;
  }
  return current;
}

/** The deepest folder of the path, creating the missing ones; safe against another request creating them too. */
export async function ensureFolderPath(
  data: FilesData,
  folder: FileRecord,
  segments: readonly string[],
): Promise<FileRecord> {
  let current = folder;
  for (const name of segments) {
    let next = await child(data, current, name);
    if (!next) {
      try {
        await data.files.insertFolder(placementIn(current), name);
      } catch (error) {
        // A parallel upload of the same folder made it first: use theirs.
        if (!isNameClash(error)) throw error;
      }
      next = await child(data, current, name);
      if (!next) throw new Error(`folder ${name} missing after insert`);
    }
    current = next;
  }
  return current;
}
