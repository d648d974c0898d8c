/** Reads `squeue --noheader --format=SQUEUE_FORMAT` output: one line per job, fields separated by '|'. */

/** Job id, state in full (RUNNING, OUT_OF_MEMORY, ...), and the reason it is in that state (Resources, TimeLimit, ...). */
export const SQUEUE_FORMAT = '%i|%T|%r';

export interface SqueueRow {
  jobId: string;
  state: string;
  reason: string;
}

export function parseSqueue(text: string): Map<string, SqueueRow> {
  const rows = new Map<string, SqueueRow>();
  for (const line of text.split('\n')) {
    const [jobId, state, ...reason] = line.trim().split('|');
    if (!jobId || !state) continue;
    // The reason is last so that a '|' inside it cannot shift the other fields.
    rows.set(jobId, { jobId, state, reason: reason.join('|') });
  }
  return rows;
}

/** Slurm's answer when a job it was asked about has been purged (MinJobAge after it ended). */
export function isInvalidJobIdError(stderr: string): boolean {
  return /invalid job id/i.test(stderr);
}

/** For finding a task's job by name: the job id and its working directory (sbatch --chdir). */
export const JOB_DIR_FORMAT = '%i|%Z';

/** Ids of the jobs `squeue --format=JOB_DIR_FORMAT` lists that run in `workDir`, lowest first. */
export function jobIdsIn(text: string, workDir: string): string[] {
  const ids: string[] = [];
  for (const line of text.split('\n')) {
    const bar = line.indexOf('|');
    const jobId = line.slice(0, bar).trim();
    if (bar > 0 && /^\d+$/.test(jobId) && line.slice(bar + 1).trim() === workDir) ids.push(jobId);
  }
  return ids.sort((a, b) => Number(a) - Number(b));
}
