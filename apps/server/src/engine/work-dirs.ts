import { chmod, chown, mkdir, rm } from 'node:fs/promises';
import { isUuid } from '@biocloud/contracts';
import type { RunAs } from '@biocloud/executor';
import path from 'node:path';
import type { Config } from '../config';

/*
 * Each task runs in <work root>/<task id>: in/ (links to its inputs), out/ (what it makes), tmp/ (its TMPDIR), the
 * program's stdout.log and stderr.log, where the links lead (modules/tasks/input-links.ts, for the log) and the
 * executor's .biocloud/. With Slurm the root must be on storage the
 * nodes share with the server, as must the blob store the input links point into.
 *
 * When jobs run as a user of their own (`jobUser`, the server being root), in/, out/ and tmp/ are the job's (a tool
 * may write an index beside an input; the links there lead to blobs it cannot change), and the work dir lets its
 * group (the job user's) add files but, being sticky and root's, not rename or remove the wrapper's .biocloud/. The
 * root lets that user through without listing it, so a job cannot find the work dirs of others (random UUIDs).
 */

export const INPUT_DIR = 'in';
export const OUTPUT_DIR = 'out';
export const TEMP_DIR = 'tmp';

export function workRoot(config: Pick<Config, 'WORK_DIR' | 'VAR_DIR'>): string {
  return path.resolve(config.WORK_DIR ?? path.join(config.VAR_DIR, 'work'));
}

export function workDirOf(root: string, taskId: string): string {
  if (!isUuid(taskId)) throw new Error(`not a task id: ${String(taskId)}`);
  return path.join(root, taskId);
}

export async function createWorkDir(root: string, taskId: string, jobUser?: RunAs): Promise<string> {
  const dir = workDirOf(root, taskId);
  await mkdir(root, { recursive: true });
  await mkdir(dir);
  await Promise.all([INPUT_DIR, OUTPUT_DIR, TEMP_DIR].map((sub) => mkdir(path.join(dir, sub))));
  if (jobUser) {
    await chmod(root, 0o711);
    await chown(dir, 0, jobUser.gid);
    await chmod(dir, 0o1770);
    for (const own of [INPUT_DIR, OUTPUT_DIR, TEMP_DIR]) {
      await chown(path.join(dir, own), jobUser.uid, jobUser.gid);
      await chmod(path.join(dir, own), 0o700);
    }
  }
  return dir;
}

/** Removes a work dir, but only one directly under the root: a stored path is never trusted to be elsewhere. */
export async function removeWorkDir(root: string, dir: string | null, parts?: readonly string[]): Promise<void> {
  if (!dir || path.dirname(path.resolve(dir)) !== root) return;
  const targets = parts ? parts.map((p) => path.join(dir, p)) : [dir];
  await Promise.all(targets.map((target) => rm(target, { recursive: true, force: true })));
}
