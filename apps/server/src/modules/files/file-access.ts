import { PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID, isFileUuid, isRootFileUuid } from '@biocloud/contracts';
import type { Caller } from '../auth/caller';
import { fileNotFound, notAFolder, projectReadOnly, publicReadOnly } from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord, FileWithBlob, Placement } from './files.repository';

/*
 * Who may touch which row. Everything the caller cannot read answers FILE_NOT_FOUND, exactly as a uuid that never
 * existed; the public root is read by all and written by admins only.
 */

export function assertWritable(caller: Caller, row: FileRecord): void {
  if (row.scope === 'public' && !caller.isAdmin) throw publicReadOnly();
  // Project rows reach here only when readable (owner, member or staff: projects/project-access.ts). What lands in a
  // service project is the service's delivery, so only staff and admins change it; its customers read, download,
  // copy out. An own-analysis project's data are its owner's and members' own to organise (issue 14 item 2).
  if (row.scope === 'project' && !caller.isAdmin && !caller.writesProjects && !row.own_project) {
    throw projectReadOnly();
  }
}

/** A folder the caller may read: "0" (their private root), "1" (the public root) or a folder's uuid. */
export async function readableFolder(data: FilesData, caller: Caller, ref: string): Promise<FileRecord> {
  if (ref === PRIVATE_ROOT_FILE_UUID) return data.files.privateRoot(caller.id);
  if (ref === PUBLIC_ROOT_FILE_UUID) return data.files.publicRoot();
  if (!isFileUuid(ref)) throw fileNotFound();
  const [row] = await data.files.findReadable(caller.id, [ref], true);
  if (!row) throw fileNotFound();
  if (!row.is_folder) throw notAFolder();
  return row;
}

export async function writableFolder(data: FilesData, caller: Caller, ref: string): Promise<FileRecord> {
  const folder = await readableFolder(data, caller, ref);
  assertWritable(caller, folder);
  return folder;
}

/** Files or folders (never a root) the caller may read; refused unless every one of them is found. */
export async function readableFiles(data: FilesData, caller: Caller, refs: readonly string[]): Promise<FileRecord[]> {
  const uuids = [...new Set(refs)];
  if (uuids.some((uuid) => isRootFileUuid(uuid) || !isFileUuid(uuid))) throw fileNotFound();
  const rows = await data.files.findReadable(caller.id, uuids);
  if (rows.length !== uuids.length) throw fileNotFound();
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return uuids.map((uuid) => byUuid.get(uuid)!);
}

export async function readableFile(data: FilesData, caller: Caller, ref: string): Promise<FileRecord> {
  const [row] = await readableFiles(data, caller, [ref]);
  return row!;
}

/** A file or folder the caller may read, with its content's blob: one query (see findReadableWithBlob). */
export async function readableFileWithBlob(data: FilesData, caller: Caller, ref: string): Promise<FileWithBlob> {
  if (isRootFileUuid(ref) || !isFileUuid(ref)) throw fileNotFound();
  const row = await data.files.findReadableWithBlob(caller.id, ref);
  if (!row) throw fileNotFound();
  return row;
}

export function placementIn(folder: FileRecord): Placement {
  return { parentUuid: folder.uuid, scope: folder.scope, ownerId: folder.owner_id, projectId: folder.project_id };
}
