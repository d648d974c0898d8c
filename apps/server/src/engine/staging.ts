import { createWriteStream } from 'node:fs';
import { chmod, chown, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RunAs } from '@biocloud/executor';
import type { TaskRow } from '../db/schema';
import type { FilesData } from '../modules/files/files-data';
import { writeInputLinks, type InputLinks } from '../modules/tasks/input-links';
import type { BlobStore } from '../storage/blob-store';
import { INPUT_DIR } from './work-dirs';

/*
 * Inputs are put in the work dir's in/ under their real names, as links to the stored bytes: nothing is copied, so a
 * 100 GB input costs nothing to stage. The blob files are made read-only (0444), as blobs never change: a tool that
 * opens an input for writing fails instead of changing the user's data. (A job running as root ignores file modes;
 * the server as root, so that jobs run as JOB_USER.) A store without local files (S3) gets its bytes copied in.
 * in/ and its folders are the job user's: tools write an index beside their input (samtools faidx: in/genome.fa.fai).
 *
 * Which stored file each link leads to is recorded for the job's log (modules/tasks/input-links.ts).
 *
 * A file is staged only if its owner can still read it: the job of a user cannot read another user's files, also
 * when the files changed hands or were deleted after the submission.
 */

export class InputMissingError extends Error {
  constructor(readonly input: string) {
    super(`input ${input} is no longer readable`);
    this.name = 'InputMissingError';
  }
}

/** A name safe as one path segment; anything else (never expected from the file tree) gets a plain one. */
function segment(name: string, fallback: string): string {
  return name === '' || name === '.' || name === '..' || /[/\0]/.test(name) ? fallback : name;
}

/** Paths (relative to the work dir) of each input's files, by input or file-param name. */
export type StagedInputs = Record<string, string[]>;

export async function stageInputs(
  deps: { files: FilesData; store: BlobStore; jobUser?: RunAs | undefined },
  task: Pick<TaskRow, 'user_id' | 'inputs'>,
  workDir: string,
): Promise<StagedInputs> {
  const used = new Set<string>();
  const staged: StagedInputs = {};
  const links: InputLinks['links'] = {};
  let count = 0;
  for (const [input, list] of Object.entries(task.inputs)) {
    staged[input] = [];
    for (const item of list) {
      count += 1;
      const [row] = await deps.files.files.findReadable(task.user_id, [item.fileUuid]);
      const blob = row && !row.is_folder ? await deps.files.files.blobOf(row.uuid) : undefined;
      if (!row || !blob) throw new InputMissingError(input);
      const name = segment(row.name, `input_${count}`);
      // Two inputs with one name (two "table.tsv" to join) each keep it, in folders of their own.
      const relative = used.has(name) ? path.join(INPUT_DIR, String(count), name) : path.join(INPUT_DIR, name);
      used.add(name);
      const target = path.join(workDir, relative);
      const folder = await mkdir(path.dirname(target), { recursive: true });
      if (folder && deps.jobUser) await chown(folder, deps.jobUser.uid, deps.jobUser.gid);
      const local = deps.store.localPath?.(blob.storage_key);
      if (local) {
        await chmod(local, 0o444);
        await symlink(local, target);
        links[local] = relative;
      } else {
        await pipeline(deps.store.openRead(blob.storage_key), createWriteStream(target, { mode: 0o444 }));
      }
      staged[input].push(relative);
    }
  }
  if (Object.keys(links).length > 0) await writeInputLinks(workDir, { storeRoot: deps.store.localRoot, links });
  return staged;
}
