import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { ToolManifest } from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import type { Caller } from '../auth/caller';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import { ensureFolderPath } from '../files/folder-path';
import type { Catalog } from './catalog-loader';

/*
 * "Try with example data": the tool's example files become the caller's own files in examples/<tool id>/ of their
 * private space, then run like any other input. A second try reuses the files already there (same names), and the
 * blob store shares the bytes with every other user's copy.
 */

/** The folder of a tool's examples in the private space. */
export const EXAMPLES_FOLDER = 'examples';

export async function copyExampleInputs(
  deps: { catalog: Pick<Catalog, 'examplesDir'>; files: FilesData; store: BlobStore; ingest: FileIngest },
  caller: Caller,
  tool: Pick<ToolManifest, 'id'> & { example: Pick<ToolManifest['example'], 'inputs' | 'fileParams'> },
): Promise<{ inputs: Record<string, string[]>; params: Record<string, string> }> {
  const root = await deps.files.files.privateRoot(caller.id);
  const folder = await ensureFolderPath(deps.files, root, [EXAMPLES_FOLDER, tool.id]);
  const names = [...new Set([...Object.values(tool.example.inputs).flat(), ...Object.values(tool.example.fileParams)])];

  const uuidOf = async () => {
    const rows = await deps.files.files.childrenNamed(folder.uuid, names);
    return new Map(rows.filter((r) => !r.is_folder).map((r) => [r.name, r.uuid]));
  };
  let present = await uuidOf();
  const missing = names.filter((name) => !present.has(name));
  if (missing.length > 0) {
    const dir = path.join(deps.catalog.examplesDir, tool.id);
    const staged = [];
    try {
      for (const name of missing) {
        staged.push({ name, blob: await deps.store.stage(createReadStream(path.join(dir, name))) });
      }
    } catch (error) {
      await Promise.all(staged.map((s) => deps.store.discard(s.blob)));
      throw error;
    }
    try {
      await deps.ingest(caller, folder, staged);
    } catch (error) {
      // A second click at the same moment stored them first; theirs are as good.
      if (!(error instanceof Error && 'code' in error && error.code === 'FILE_NAME_EXISTS')) throw error;
    }
    present = await uuidOf();
  }
  const uuid = (name: string) => {
    const found = present.get(name);
    if (!found) throw new Error(`example file ${name} was not stored`);
    return found;
  };
  return {
    inputs: Object.fromEntries(Object.entries(tool.example.inputs).map(([input, files]) => [input, files.map(uuid)])),
    params: Object.fromEntries(Object.entries(tool.example.fileParams).map(([param, file]) => [param, uuid(file)])),
  };
}
