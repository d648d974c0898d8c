import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { JOB_DIR } from '@biocloud/executor';
import { INPUT_DIR } from './work-dirs';

/** st_blocks is in 512-byte units whatever the file system's block size. */
const BLOCK_BYTES = 512;

function isGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Disk space a job's writing takes in its work dir: every file but its inputs and the executor's records, counted
 * by allocated blocks (what fills the disk: a sparse file costs what it holds). Links are not followed. Files that go
 * while it looks are skipped: a job's temporary files come and go.
 */
export async function workDirBytes(workDir: string): Promise<number> {
  let total = 0;
  const pending = [workDir];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    for (const name of names) {
      if (dir === workDir && (name === INPUT_DIR || name === JOB_DIR)) continue;
      const entry = path.join(dir, name);
      try {
        const stats = await lstat(entry);
        total += stats.blocks * BLOCK_BYTES;
        if (stats.isDirectory()) pending.push(entry);
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    }
  }
  return total;
}
