import type { ToolManifest } from '@biocloud/contracts';
import type { TaskRow } from '../db/schema';
import type { FilesData } from '../modules/files/files-data';
import type { ReadWholeBefore } from '../modules/tasks/input-checks/input-checks';
import { describeContent, gzipIntact } from '../modules/tasks/input-checks/stored-content';
import type { BlobStore } from '../storage/blob-store';

/*
 * The first step of a job whose inputs need a whole read (a gzip file larger than the submit reads, whose content
 * the format metadata has not read whole yet): each is inflated to its end before the tool starts, so a truncated
 * download ends the job as FAILURE naming the file, as the submit would have refused it, instead of a tool reading
 * half of it and reporting success. The share of the bytes read is reported as it goes. Files no longer readable are
 * left to the staging, which says so.
 */

/** Why the inputs were refused: the submit's error code and its params (the input's label in both locales). */
export interface InputRefusal {
  code: 'INPUT_GZIP_BROKEN';
  params: { file: string; fieldZh: string; fieldEn: string };
}

export interface WholeInputCheckDeps {
  files: FilesData;
  store: BlobStore;
  readWholeBefore: ReadWholeBefore;
  /** Gzip inputs up to this size were inflated whole at submit (config INPUT_READ_AT_SUBMIT_MAX_BYTES). */
  readAtSubmitMaxBytes: number;
}

interface PendingRead {
  input: string;
  name: string;
  content: Awaited<ReturnType<typeof describeContent>>;
}

/** The inputs that still need a whole read, with their contents. */
async function pendingReads(deps: WholeInputCheckDeps, task: Pick<TaskRow, 'user_id' | 'inputs'>) {
  const pending: PendingRead[] = [];
  for (const [input, list] of Object.entries(task.inputs)) {
    for (const item of list) {
      const [row] = await deps.files.files.findReadable(task.user_id, [item.fileUuid]);
      const blob = row && !row.is_folder ? await deps.files.files.blobOf(row.uuid) : undefined;
      if (!row || !blob || blob.size <= deps.readAtSubmitMaxBytes) continue;
      const content = await describeContent(deps.store, blob.storage_key, blob.size);
      if (content.gzip && !(await deps.readWholeBefore(blob.sha256, row.type))) {
        pending.push({ input, name: row.name, content });
      }
    }
  }
  return pending;
}

/**
 * Reads whole the inputs that need it; `onStart` is told how many there are (never when none), `onProgress` the
 * share read (0..1) as it grows. Answers the first refusal, or null.
 */
export async function checkInputsWhole(
  deps: WholeInputCheckDeps,
  task: Pick<TaskRow, 'user_id' | 'inputs'>,
  manifest: Pick<ToolManifest, 'inputs'>,
  report: { onStart: (files: number) => Promise<void>; onProgress: (share: number) => void },
): Promise<InputRefusal | null> {
  const pending = await pendingReads(deps, task);
  if (pending.length === 0) return null;
  await report.onStart(pending.length);
  const total = pending.reduce((sum, p) => sum + p.content.size, 0);
  let read = 0;
  for (const { input, name, content } of pending) {
    const intact = await gzipIntact(deps.store, content, false, (bytes) => {
      read += bytes;
      report.onProgress(read / total);
    });
    if (!intact) {
      const label = manifest.inputs.find((i) => i.name === input)?.label;
      const params = { file: name, fieldZh: label?.zh ?? input, fieldEn: label?.en ?? input };
      return { code: 'INPUT_GZIP_BROKEN', params };
    }
  }
  return null;
}
