import type { FastifyBaseLogger } from 'fastify';
import { isRootFileUuid, type CopyClash, type CopyRequest } from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import { releaseBlobs } from './blob-release';
import { isNameClash } from './db-errors';
import type { Caller } from '../auth/caller';
import { assertWritable, placementIn, readableFiles, writableFolder } from './file-access';
import {
  copyIntoSelf,
  fileAlreadyDeleted,
  moveAcrossRoots,
  moveIntoSelf,
  nameExists,
  ownerMismatch,
  quotaExceeded,
} from './file-errors';
import type { FilesData } from './files-data';
import type { FileRecord } from './files.repository';
import { freeName, numberedNamePrefix } from './unique-name';

/** Move, copy and delete: whole subtrees, each in one transaction. */

const sameRoot = (a: FileRecord, b: FileRecord) =>
  a.scope === b.scope && a.owner_id === b.owner_id && a.project_id === b.project_id;

export function createFileTreeService(deps: { data: FilesData; store: BlobStore; log: FastifyBaseLogger }) {
  const { data, store, log } = deps;

  /** A concurrent request that took one of the names between our check and our write: FILE_NAME_EXISTS. */
  const translateClash = async <T>(work: () => Promise<T>, names: string[]): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isNameClash(error)) throw nameExists({ names });
      throw error;
    }
  };

  return {
    async move(caller: Caller, sourceRefs: readonly string[], targetRef: string): Promise<string[]> {
      const target = await writableFolder(data, caller, targetRef);
      const sources = await readableFiles(data, caller, sourceRefs);
      for (const source of sources) {
        assertWritable(caller, source);
        if (!sameRoot(source, target)) throw moveAcrossRoots();
      }
      const ancestry = await data.tree.selfAndAncestors([target.uuid]);
      if (sources.some((source) => ancestry.has(source.uuid))) throw moveIntoSelf();
      const moving = sources.filter((source) => source.parent_uuid !== target.uuid);
      const names = moving.map((source) => source.name);
      const taken = await data.files.childrenNamed(target.uuid, names);
      const clashes = [...taken.map((row) => row.name), ...names.filter((name, i) => names.indexOf(name) !== i)];
      if (clashes.length > 0) throw nameExists({ names: [...new Set(clashes)] });
      const uuids = moving.map((source) => source.uuid);
      if (uuids.length > 0) await translateClash(() => data.tree.move(uuids, target.uuid), names);
      return sources.map((source) => source.uuid);
    },

    async copy(caller: Caller, input: CopyRequest) {
      if (input.ownerUserUuid !== undefined && input.ownerUserUuid !== caller.id) throw ownerMismatch();
      const target = await writableFolder(data, caller, input.targetFolderUuid);
      const sources = await readableFiles(data, caller, input.sourceFileUuids);
      const targetAncestry = await data.tree.selfAndAncestors([target.uuid]);
      if (sources.some((source) => targetAncestry.has(source.uuid))) throw copyIntoSelf();

      const existing = new Map(
        (await data.files.childrenNamed(target.uuid, [...new Set(sources.map((s) => s.name))])).map((row) => [
          row.name,
          row,
        ]),
      );
      const clashes: CopyClash[] = sources.flatMap((source) => {
        const row = existing.get(source.name);
        return row ? [{ sourceFileUuid: source.uuid, targetFileUuid: row.uuid, name: source.name }] : [];
      });
      if (clashes.length > 0 && input.targetRepeatedUuids === undefined) throw nameExists({ repeated: clashes });

      // A clashing row is replaced when the client chose so, unless it is (or holds) one of the sources.
      const sourceAncestry = await data.tree.selfAndAncestors(sources.map((s) => s.uuid));
      const replace = new Set(
        (input.targetRepeatedUuids ?? []).filter(
          (uuid) => clashes.some((c) => c.targetFileUuid === uuid) && !sourceAncestry.has(uuid),
        ),
      );
      const taken = new Set([
        ...[...existing.values()].filter((row) => !replace.has(row.uuid)).map((row) => row.name),
        ...(await data.files.namesStartingWith(target.uuid, [
          ...new Set(sources.map((s) => numberedNamePrefix(s.name))),
        ])),
      ]);
      const items = sources.map((source) => {
        const name = freeName(source.name, taken);
        taken.add(name);
        return { uuid: source.uuid, name };
      });

      const { copied, keys } = await translateClash(
        () =>
          data.transaction(async (tx) => {
            const replaced = [...replace];
            if (target.scope === 'private') {
              const { quota, used } = await tx.files.lockQuota(caller.id);
              const [adding, freeing] = await Promise.all([
                tx.tree.totals(sources.map((s) => s.uuid)),
                replaced.length > 0 ? tx.tree.totals(replaced) : { bytes: 0 },
              ]);
              if (used - freeing.bytes + adding.bytes > quota) throw quotaExceeded();
            }
            // Blobs are swept only after the copy: a replaced file may share its blob with a source.
            const removed = replaced.length > 0 ? await tx.tree.deleteSubtrees(replaced) : { blobIds: [] };
            const copied = await tx.tree.copySubtrees(items, placementIn(target));
            return { copied, keys: await tx.tree.sweepBlobs(removed.blobIds) };
          }),
        items.map((item) => item.name),
      );
      await releaseBlobs(store, keys, log);
      return copied.map((row) => ({ sourceFileUuid: row.source_uuid, fileUuid: row.file_uuid, name: row.name }));
    },

    /** Deletes what exists of the named files and folders (with everything inside); none existing is refused. */
    async delete(caller: Caller, refs: readonly string[]): Promise<number> {
      const uuids = [...new Set(refs)].filter((ref) => !isRootFileUuid(ref));
      const rows = await data.files.findReadable(caller.id, uuids);
      if (rows.length === 0) throw fileAlreadyDeleted();
      for (const row of rows) assertWritable(caller, row);
      const { deleted, keys } = await data.transaction(async (tx) => {
        const { deleted, blobIds } = await tx.tree.deleteSubtrees(rows.map((row) => row.uuid));
        return { deleted, keys: await tx.tree.sweepBlobs(blobIds) };
      });
      await releaseBlobs(store, keys, log);
      return deleted;
    },
  };
}

export type FileTreeService = ReturnType<typeof createFileTreeService>;
