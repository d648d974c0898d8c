import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromName, type ToolManifest, type ToolOutput } from '@biocloud/contracts';
import { STDOUT_LOG } from '@biocloud/executor';
import type { Database } from '../db/database';
import type { TaskRow } from '../db/schema';
import { isNameClash } from '../modules/files/db-errors';
import type { Caller } from '../modules/auth/caller';
import { placementIn } from '../modules/files/file-access';
import type { FileIngest, StagedFile } from '../modules/files/file-ingest';
import type { FilesData } from '../modules/files/files-data';
import { createFilesRepository, type FileRecord } from '../modules/files/files.repository';
import { globToRegExp } from '../modules/catalog/output-checks';
import { createTasksRepository } from '../modules/tasks/tasks.repository';
import type { BlobStore } from '../storage/blob-store';
import { jobResultsRoot } from '../modules/placement/job-placement';
import { OUTPUT_DIR } from './work-dirs';

/*
 * A finished job's results become the user's files: a result folder `<jobName>_<task id start>` in the results
 * folder of their private space (jobResultsRoot), holding every file of out/ that an output of the manifest names (and the outputs taken from stdout). The
 * folder is recorded on the task before any file goes in, and files already there are not added again, so a monitor
 * that stops half-way (a restart) and collects again ends with the same folder and files, once.
 *
 * Only regular files are taken: a link a tool left in out/ (to /etc/passwd, or to another user's data) is ignored.
 */

/** A job that writes more than this many files in out/ is odd; the rest are left in the work dir. */
const MAX_OUTPUT_FILES = 1000;
const FOLDER_ID_CHARS = 8;

export class OutputMissingError extends Error {
  constructor(readonly output: string) {
    super(`the job produced no ${output}`);
    this.name = 'OutputMissingError';
  }
}

export interface CollectedOutput {
  fileUuid: string;
  outputName: string;
}

interface Produced {
  name: string;
  file: string;
  outputName: string;
}

async function regularFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort()
      .slice(0, MAX_OUTPUT_FILES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function isRegularFile(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch {
    return false;
  }
}

/** The type of each input, from its first file's name (as files get their type). */
export function inputTypes(task: Pick<TaskRow, 'inputs'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(task.inputs).flatMap(([name, files]) => (files[0] ? [[name, fileTypeFromName(files[0].name)]] : [])),
  );
}

/** The name a produced file is stored under: with the input's type as its extension when the output follows it. */
function storedName(output: ToolOutput, name: string, types: Record<string, string>): string {
  const follows = output.sameTypeAs;
  const type = follows ? types[follows.input] : undefined;
  if (!follows || type === undefined || !follows.types.includes(type)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${type}`;
}

/** What the job produced, matched to the manifest's outputs (a file matched twice goes to the first). */
export async function producedOutputs(
  manifest: ToolManifest,
  workDir: string,
  types: Record<string, string> = {},
): Promise<Produced[]> {
  const names = await regularFiles(path.join(workDir, OUTPUT_DIR));
  const produced: Produced[] = [];
  const taken = new Set<string>();
  for (const output of manifest.outputs) {
    let found: Produced[] = [];
    if (output.stdout) {
      const file = path.join(workDir, STDOUT_LOG);
      if (await isRegularFile(file))
        found = [{ name: storedName(output, output.stdout, types), file, outputName: output.name }];
    } else {
      const pattern = globToRegExp(output.glob ?? '');
      found = names
        .filter((name) => pattern.test(name))
        .map((name) => ({
          name: storedName(output, name, types),
          file: path.join(workDir, OUTPUT_DIR, name),
          outputName: output.name,
        }));
    }
    found = found.filter((p) => !taken.has(p.name));
    if (found.length === 0 && output.required) throw new OutputMissingError(output.name);
    for (const p of found) taken.add(p.name);
    produced.push(...found);
  }
  return produced;
}

export interface CollectorDeps {
  db: Database;
  files: FilesData;
  store: BlobStore;
  ingest: FileIngest;
}

/** The task's result folder, made (and recorded on the task) the first time. */
async function resultFolder(deps: CollectorDeps, task: TaskRow): Promise<FileRecord> {
  if (task.output_folder_uuid) {
    const existing = await deps.files.files.findFile(task.output_folder_uuid);
    if (existing?.is_folder) return existing;
  }
  const root = await jobResultsRoot(deps.db, task);
  const base = `${task.job_name}_${task.id.slice(0, FOLDER_ID_CHARS)}`;
  for (const name of [base, `${task.job_name}_${task.id}`]) {
    try {
      const uuid = await deps.db.transaction().execute(async (trx) => {
        const created = await createFilesRepository(trx).insertFolder(placementIn(root), name);
        await createTasksRepository(trx).update(task.id, { output_folder_uuid: created });
        return created;
      });
      const folder = await deps.files.files.findFile(uuid);
      if (folder) return folder;
    } catch (error) {
      if (!isNameClash(error)) throw error;
    }
  }
  throw new Error(`no free name for the result folder of task ${task.id}`);
}

/** Stores what the job produced into its result folder; answers every result file (also ones stored earlier). */
export async function collectOutputs(
  deps: CollectorDeps,
  task: TaskRow,
  manifest: ToolManifest,
): Promise<{ folderUuid: string; outputs: CollectedOutput[] }> {
  if (!task.work_dir) throw new Error(`task ${task.id} has no work dir`);
  const produced = await producedOutputs(manifest, task.work_dir, inputTypes(task));
  const folder = await resultFolder(deps, task);
  const names = produced.map((p) => p.name);
  const existing = new Set((await deps.files.files.childrenNamed(folder.uuid, names)).map((row) => row.name));
  const staged: StagedFile[] = [];
  try {
    for (const p of produced.filter((p) => !existing.has(p.name))) {
      staged.push({ name: p.name, blob: await deps.store.stage(createReadStream(p.file)) });
    }
  } catch (error) {
    await Promise.all(staged.map((s) => deps.store.discard(s.blob)));
    throw error;
  }
  const caller: Caller = { id: task.user_id, isAdmin: false, region: '' };
  if (staged.length > 0) await deps.ingest(caller, folder, staged);
  const rows = await deps.files.files.childrenNamed(folder.uuid, names);
  const uuidByName = new Map(rows.map((row) => [row.name, row.uuid]));
  return {
    folderUuid: folder.uuid,
    outputs: produced.flatMap((p) => {
      const fileUuid = uuidByName.get(p.name);
      return fileUuid ? [{ fileUuid, outputName: p.outputName }] : [];
    }),
  };
}
