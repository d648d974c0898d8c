import {
  FOLDER_FILE_TYPE,
  PRIVATE_ROOT_FILE_UUID,
  PUBLIC_ROOT_FILE_UUID,
  fileSizeBoundToBytes,
  fileTypeFromName,
  parseHeadIds,
  validateAttributeNames,
  validateFileSizeSearch,
  validateFolderName,
  validateRename,
  type CustomAttribute,
  type DataTableColumn,
  type FileAttributes,
  type FileDetail,
  type FileListQuery,
  type FileListResponse,
  type FileSizeUnit,
  type Locale,
  type StorageUsageResponse,
} from '@biocloud/contracts';
import { columns, columnSets } from './column-labels';
import { isNameClash } from './db-errors';
import type { Caller } from '../auth/caller';
import { assertWritable, placementIn, readableFile, readableFolder, writableFolder } from './file-access';
import { folderTrail, toDataFile, type FolderTrail } from './file-dto';
import { assertValid, headIdsInvalid, nameExists } from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord, ListFilter } from './files.repository';
import { detailReaderFor } from './metadata/detail-reader';

/** Most subfolders the folder-tree dialog gets for one folder. */
export const SUBFOLDERS_MAX = 1000;

/** The unit a size bound is read in when the request names none. */
const DEFAULT_SIZE_UNIT: FileSizeUnit = 'MB';

/** The size bounds in bytes, after the spec's file-size search rules. */
function sizeFilter(input: FileListQuery): Pick<ListFilter, 'minSize' | 'maxSize'> {
  const start = { value: input.sizeStart ?? '', unit: input.sizeStartUnit ?? input.sizeUnit ?? DEFAULT_SIZE_UNIT };
  const end = { value: input.sizeEnd ?? '', unit: input.sizeEndUnit ?? input.sizeUnit ?? DEFAULT_SIZE_UNIT };
  assertValid(validateFileSizeSearch(start, end));
  return { minSize: fileSizeBoundToBytes(start) ?? undefined, maxSize: fileSizeBoundToBytes(end) ?? undefined };
}

/** `onQueued` hears of format metadata queued here (it wakes the metadata worker). */
export function createFilesService(data: FilesData, onQueued: () => void = () => {}) {
  const { files } = data;

  /** The caller's private storage: what their files take and their quota. */
  async function storageUsage(caller: Caller): Promise<StorageUsageResponse> {
    const [usedBytes, quotaBytes] = await Promise.all([files.usage(caller.id), files.quota(caller.id)]);
    return { usedBytes, quotaBytes };
  }

  /** The format metadata of a file's content; queued here when it never was (the file's type changed by a rename). */
  async function detail(row: FileRecord, sha256: string | undefined): Promise<FileDetail | null> {
    const reader = detailReaderFor(row.type);
    if (!reader || !sha256) return null;
    const found = await data.metadata.find(sha256, reader);
    if (!found) {
      await data.metadata.enqueue([{ sha256, reader }]);
      onQueued();
    }
    const status = found?.status === 'ready' || found?.status === 'failed' ? found.status : 'pending';
    return {
      status,
      reader,
      values: status === 'ready' ? (found?.detail as FileDetail['values']) : null,
      error: status === 'failed' ? (found?.error ?? null) : null,
    };
  }

  /** Where each row of a page lives: the listed folder's trail, or for hits in sub-folders their own folder's. */
  async function hitTrails(rows: readonly FileRecord[], folderUuid: string, trail: FolderTrail) {
    const elsewhere = [
      ...new Set(rows.flatMap((r) => (r.parent_uuid && r.parent_uuid !== folderUuid ? [r.parent_uuid] : []))),
    ];
    const trails = new Map([...(await files.ancestorsOfEach(elsewhere))].map(([uuid, up]) => [uuid, folderTrail(up)]));
    return (row: FileRecord) => trails.get(row.parent_uuid ?? '') ?? trail;
  }

  return {
    storageUsage,

    async list(caller: Caller, input: FileListQuery, locale: Locale): Promise<FileListResponse> {
      const sizes = sizeFilter(input);
      const folder = await readableFolder(
        data,
        caller,
        input.fileUuid ?? (input.privated === false ? PUBLIC_ROOT_FILE_UUID : PRIVATE_ROOT_FILE_UUID),
      );
      const filter: ListFilter = {
        parentUuid: folder.uuid,
        search: input.search?.trim() || undefined,
        subfolders: input.includeSubfolders,
        ...sizes,
      };
      const key = !input.orderKey || input.orderKey === 'createTime' ? 'createdDate' : input.orderKey;
      const direction = input.order ?? (input.orderKey ? 'asc' : 'desc');
      const total = await files.count(filter);
      const totalPage = Math.ceil(total / input.pageSize);
      // A page past the end (the last rows were just deleted) shows the last page instead of nothing.
      const pageIndex = Math.min(input.pageNum, Math.max(totalPage - 1, 0));
      const [rows, ancestors, headIds] = await Promise.all([
        files.list(filter, { key, direction }, input.pageSize, pageIndex * input.pageSize),
        files.ancestors(folder.uuid),
        files.headIds(caller.id),
      ]);
      const trail = folderTrail(ancestors);
      const trailOf = await hitTrails(rows, folder.uuid, trail);
      return {
        data: {
          fileList: rows.map((row) => toDataFile(row, trailOf(row))),
          ...columnSets(headIds, locale),
          tagList: trail.tags,
          pageNow: pageIndex + 1,
          totalPage,
          total,
        },
      };
    },

    async saveHeaders(caller: Caller, headIds: string, locale: Locale): Promise<DataTableColumn[]> {
      const ids = parseHeadIds(headIds);
      if (!ids) throw headIdsInvalid();
      await files.saveHeadIds(caller.id, ids);
      return columns(ids, locale);
    },

    async createFolder(caller: Caller, parentRef: string, name: string): Promise<string> {
      assertValid(validateFolderName(name));
      const parent = await writableFolder(data, caller, parentRef);
      if ((await files.childrenNamed(parent.uuid, [name])).length > 0) throw nameExists({ names: [name] });
      try {
        return await files.insertFolder(placementIn(parent), name);
      } catch (error) {
        if (isNameClash(error)) throw nameExists({ names: [name] });
        throw error;
      }
    },

    async rename(caller: Caller, ref: string, newName: string): Promise<{ fileUuid: string; name: string }> {
      assertValid(validateRename(newName));
      const row = await readableFile(data, caller, ref);
      assertWritable(caller, row);
      if (row.name === newName) return { fileUuid: row.uuid, name: row.name };
      if ((await files.childrenNamed(row.parent_uuid!, [newName])).length > 0) throw nameExists({ names: [newName] });
      try {
        await files.rename(row.uuid, newName, row.is_folder ? FOLDER_FILE_TYPE : fileTypeFromName(newName));
      } catch (error) {
        if (isNameClash(error)) throw nameExists({ names: [newName] });
        throw error;
      }
      return { fileUuid: row.uuid, name: newName };
    },

    async subfolders(caller: Caller, ref: string) {
      const folder = await readableFolder(data, caller, ref);
      const rows = await files.subfolders(folder.uuid, SUBFOLDERS_MAX);
      return {
        folders: rows
          .slice(0, SUBFOLDERS_MAX)
          .map((row) => ({ fileUuid: row.uuid, name: row.name, hasChildren: Boolean(row.has_children) })),
        more: rows.length > SUBFOLDERS_MAX,
      };
    },

    async attributes(caller: Caller, ref: string): Promise<FileAttributes> {
      const row = await readableFile(data, caller, ref);
      const [blob, ancestors, custom] = await Promise.all([
        row.is_folder ? undefined : files.blobOf(row.uuid),
        files.ancestors(row.parent_uuid!),
        files.attributes(row.uuid),
      ]);
      return {
        general: {
          fileUuid: row.uuid,
          name: row.name,
          type: row.type,
          size: row.size,
          filePath: `${folderTrail(ancestors).path}/${row.name}`,
          createdDate: row.created_date.toISOString(),
          modifiedDate: row.modified_date.toISOString(),
          sha256: blob?.sha256 ?? null,
        },
        detail: row.is_folder ? null : await detail(row, blob?.sha256),
        custom,
      };
    },

    async saveAttributes(caller: Caller, ref: string, custom: readonly CustomAttribute[]): Promise<void> {
      assertValid(validateAttributeNames(custom.map((a) => a.key)));
      const row = await readableFile(data, caller, ref);
      assertWritable(caller, row);
      await data.transaction((tx) => tx.files.replaceAttributes(row.uuid, custom));
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
