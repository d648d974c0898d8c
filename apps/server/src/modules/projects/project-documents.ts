import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { validateUploadName } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { BlobLimitError, type BlobStore } from '../../storage/blob-store';
import { releaseBlobs } from '../files/blob-release';
import type { Caller } from '../auth/caller';
import { placementIn } from '../files/file-access';
import { nameExists } from '../files/file-errors';
import type { FileIngest, StagedFile } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import type { FileRecord } from '../files/files.repository';
import type { UploadPart } from '../files/upload.service';
import { assertValid } from './project-errors';

/*
 * Files that belong to a project's paperwork rather than its data: custom request attachments and report files.
 * They are ordinary file rows (blob references, downloads and the orphan sweeper stay the files module's) under the
 * project's documents root, one folder per request, reply or report so their names never clash.
 */

export interface StagedForm {
  fields: Record<string, string>;
  files: StagedFile[];
}

export function createProjectDocuments(deps: {
  data: FilesData;
  store: BlobStore;
  ingest: FileIngest;
  log: FastifyBaseLogger;
}) {
  const { data, store, ingest, log } = deps;

  const discard = (files: readonly StagedFile[]) => Promise.all(files.map((f) => store.discard(f.blob)));

  /** Removes a folder stored here with everything in it. */
  async function remove(folderUuid: string): Promise<void> {
    const keys = await data.transaction(async (tx) =>
      tx.tree.sweepBlobs((await tx.tree.deleteSubtrees([folderUuid])).blobIds),
    );
    await releaseBlobs(store, keys, log);
  }

  /** Stores staged files in a new folder of the documents root (none: no folder). */
  async function storeFiles(caller: Caller, docsRoot: FileRecord, files: readonly StagedFile[]) {
    if (files.length === 0) return null;
    let folderUuid: string | undefined;
    try {
      folderUuid = await data.files.insertFolder(placementIn(docsRoot), randomUUID());
      const folder = (await data.files.findFile(folderUuid))!;
      return { folderUuid, files: await ingest(caller, folder, files) };
    } catch (error) {
      if (folderUuid) await remove(folderUuid);
      throw error;
    } finally {
      await discard(files);
    }
  }

  return {
    /**
     * Reads a multipart form: its text fields, and its `file` parts staged (each name checked before its bytes are
     * read, at most `maxFiles` of at most `maxBytes` each, `tooLarge` refusing a larger one). Nothing is kept when
     * the form is refused.
     */
    async stage(
      parts: AsyncIterable<UploadPart>,
      limits: { maxFiles: number; maxBytes: number; tooLarge: () => AppError },
    ): Promise<StagedForm> {
      const form: StagedForm = { fields: {}, files: [] };
      try {
        for await (const part of parts) {
          if (part.kind === 'field') {
            form.fields[part.name] = part.value;
            continue;
          }
          if (form.files.length >= limits.maxFiles) throw new AppError('TOO_MANY_ATTACHMENTS', 400);
          assertValid(validateUploadName(part.filename));
          if (form.files.some((f) => f.name === part.filename)) throw nameExists({ names: [part.filename] });
          try {
            form.files.push({
              name: part.filename,
              blob: await store.stage(part.stream, { maxBytes: limits.maxBytes }),
            });
          } catch (error) {
            if (error instanceof BlobLimitError) throw limits.tooLarge();
            throw error;
          }
        }
        return form;
      } catch (error) {
        await discard(form.files);
        throw error;
      }
    },

    discard,

    /**
     * Stores the staged files, then runs `write` (the rows naming them, in one transaction of its own) with their
     * uuids; when the write fails, the stored files go again.
     */
    async storeWith<T>(
      caller: Caller,
      docsRoot: FileRecord,
      files: readonly StagedFile[],
      write: (fileUuids: string[]) => Promise<T>,
    ): Promise<T> {
      const stored = await storeFiles(caller, docsRoot, files);
      try {
        return await write(stored?.files.map((f) => f.fileUuid) ?? []);
      } catch (error) {
        if (stored) await remove(stored.folderUuid);
        throw error;
      }
    },
  };
}

export type ProjectDocuments = ReturnType<typeof createProjectDocuments>;
