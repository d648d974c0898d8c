import type { Readable } from 'node:stream';
import {
  FILE_BATCH_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_NAME_CLASH_FIELD,
  uploadNameClashSchema,
  validateUploadName,
  type UploadNameClash,
} from '@biocloud/contracts';
import { BlobLimitError, type BlobStore } from '../../storage/blob-store';
import type { Caller } from '../auth/caller';
import { writableFolder } from './file-access';
import {
  assertValid,
  nameExists,
  quotaExceeded,
  uploadEmpty,
  uploadMalformed,
  uploadParentRequired,
  uploadTooLarge,
} from './file-errors';
import type { FileIngest, StagedFile } from './file-ingest';
import type { FilesData } from './files-data';
import type { FileRecord } from './files.repository';
import { freeName, numberedNamePrefix } from './unique-name';

/*
 * The spec's HTTP upload: a parentsUuid field (and optionally onNameClash), then file parts, at most UPLOAD_MAX_BYTES
 * of file bytes in all.
 * Every name is checked before its bytes are read; bytes are staged (hashed while streaming) and become files only
 * when the whole request succeeded, in one transaction, so a refused or cut request leaves nothing behind.
 */

/** Room for multipart boundaries and part headers when a declared body length is compared with a byte limit. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

export type UploadPart =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; field: string; filename: string; stream: Readable };

export function createUploadService(deps: { data: FilesData; store: BlobStore; ingest: FileIngest }) {
  const { data, store, ingest } = deps;

  /** Bytes the caller may still store in the folder: their quota left for private folders, unlimited elsewhere. */
  const room = async (caller: Caller, folder: FileRecord) => {
    if (folder.scope !== 'private') return Number.POSITIVE_INFINITY;
    const [quota, used] = await Promise.all([data.files.quota(caller.id), data.files.usage(caller.id)]);
    return quota - used;
  };

  /** The name a file is stored under, and the file it replaces, after the caller's choice on a taken name. */
  async function placeName(
    folder: FileRecord,
    name: string,
    onClash: UploadNameClash,
    staged: readonly StagedFile[],
  ): Promise<{ name: string; replaces?: string }> {
    const [taken] = await data.files.childrenNamed(folder.uuid, [name]);
    if (!taken) return { name };
    if (onClash === 'replace' && !taken.is_folder) return { name, replaces: taken.uuid };
    if (onClash === 'keepBoth') {
      const numbered = await data.files.namesStartingWith(folder.uuid, [numberedNamePrefix(name)]);
      return { name: freeName(name, new Set([name, ...numbered, ...staged.map((s) => s.name)])) };
    }
    const existing = { fileUuid: taken.uuid, name: taken.name, type: taken.type, isFolder: taken.is_folder };
    throw nameExists({ names: [name], existing: [existing] });
  }

  async function stageAll(caller: Caller, parts: AsyncIterable<UploadPart>, declaredLength?: number) {
    const staged: StagedFile[] = [];
    let onClash: UploadNameClash = 'refuse';
    let folder: FileRecord | undefined;
    let left = Number.POSITIVE_INFINITY;
    let total = 0;
    try {
      for await (const part of parts) {
        if (part.kind === 'field') {
          if (part.name === UPLOAD_NAME_CLASH_FIELD) {
            const choice = uploadNameClashSchema.safeParse(part.value);
            if (!choice.success || staged.length > 0) throw uploadMalformed();
            onClash = choice.data;
            continue;
          }
          if (part.name !== 'parentsUuid') continue;
          if (folder) throw uploadMalformed();
          folder = await writableFolder(data, caller, part.value);
          left = await room(caller, folder);
          if (declaredLength !== undefined && declaredLength - MULTIPART_OVERHEAD_BYTES > left) throw quotaExceeded();
          continue;
        }
        if (!folder) throw uploadParentRequired();
        if (part.field !== 'file' || staged.length >= FILE_BATCH_MAX) throw uploadMalformed();
        assertValid(validateUploadName(part.filename));
        if (staged.some((s) => s.name === part.filename)) throw nameExists({ names: [part.filename] });
        const { name, replaces } = await placeName(folder, part.filename, onClash, staged);
        const sizeLeft = UPLOAD_MAX_BYTES - total;
        const quotaLeft = left - total;
        try {
          const blob = await store.stage(part.stream, { maxBytes: Math.min(sizeLeft, quotaLeft) });
          staged.push({ name, blob, replaces });
          total += blob.size;
        } catch (error) {
          if (error instanceof BlobLimitError) throw sizeLeft <= quotaLeft ? uploadTooLarge() : quotaExceeded();
          throw error;
        }
      }
      if (!folder) throw uploadParentRequired();
      if (staged.length === 0) throw uploadEmpty();
      return { folder, staged };
    } catch (error) {
      await Promise.all(staged.map((s) => store.discard(s.blob)));
      throw error;
    }
  }

  return {
    async upload(caller: Caller, parts: AsyncIterable<UploadPart>, declaredLength?: number) {
      if (declaredLength !== undefined && declaredLength - MULTIPART_OVERHEAD_BYTES > UPLOAD_MAX_BYTES) {
        throw uploadTooLarge();
      }
      const { folder, staged } = await stageAll(caller, parts, declaredLength);
      return ingest(caller, folder, staged);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
