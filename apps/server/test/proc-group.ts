import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JOB_DIR, JOB_FILES } from '@biocloud/executor';

/** What /proc says about the processes of a job, to check that a pause really stops them. */

export interface GroupProcess {
  pid: number;
  state: string;
  /** utime + stime, in clock ticks. */
  cpuTicks: number;
}

/** Every process of a process group, from /proc/<pid>/stat. */
export async function groupProcesses(pgid: number): Promise<GroupProcess[]> {
  const found: GroupProcess[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = await readFile(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12).
    if (Number(fields[2]) !== pgid) continue;
    found.push({ pid: Number(name), state: fields[0]!, cpuTicks: Number(fields[11]) + Number(fields[12]) });
  }
  return found;
}

/** The process group the job wrapper recorded in the work dir (local and Slurm alike). */
export async function jobProcessGroup(workDir: string): Promise<number | undefined> {
  try {
    const marker = await readFile(path.join(workDir, JOB_DIR, JOB_FILES.marker), 'utf8');
    const pgid = /^pgid=(\d+)$/m.exec(marker)?.[1];
    return pgid ? Number(pgid) : undefined;
  } catch {
    return undefined;
  }
}

export function cpuTicks(processes: readonly GroupProcess[]): number {
  return processes.reduce((sum, p) => sum + p.cpuTicks, 0);
}
