import type { DataFile } from '@biocloud/contracts';
import type { FileRecord } from './files.repository';
import { virtualRootId } from './roots';

/** Where a folder sits: the breadcrumb from its root and the path its children's filePath starts with. */
export interface FolderTrail {
  /** The folder's id as the API shows it (a root's virtual id, else its uuid). */
  id: string;
  tags: { fileUuid: string; name: string }[];
  /** '' for a root, else '/a/b'. */
  path: string;
}

export function folderTrail(ancestors: readonly Pick<FileRecord, 'uuid' | 'name' | 'scope'>[]): FolderTrail {
  const [root, ...rest] = ancestors;
  if (!root) throw new Error('a folder has at least its root as ancestor');
  const tags = [{ fileUuid: virtualRootId(root), name: '' }, ...rest.map((a) => ({ fileUuid: a.uuid, name: a.name }))];
  return { id: tags[tags.length - 1]!.fileUuid, tags, path: rest.map((a) => `/${a.name}`).join('') };
}

export function toDataFile(row: FileRecord, parent: FolderTrail): DataFile {
  const created = row.created_date.toISOString();
  return {
    fileUuid: row.uuid,
    fileType: row.is_folder ? 'folder' : 'file',
    filePath: `${parent.path}/${row.name}`,
    name: row.name,
    type: row.type,
    size: row.size,
    isFolder: row.is_folder,
    parentUuid: parent.id,
    createdDate: created,
    created_date: created,
    modifiedDate: row.modified_date.toISOString(),
  };
}
