import { open } from 'node:fs/promises';

/** Size of a job's log file; 0 while the job has not written it yet. */
export async function logFileSize(file: string): Promise<number> {
  try {
    const handle = await open(file, 'r');
    try {
      return (await handle.stat()).size;
    } finally {
      await handle.close();
    }
  } catch {
    return 0;
  }
}
