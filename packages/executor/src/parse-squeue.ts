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
