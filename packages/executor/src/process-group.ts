/** What Linux says about a process group, from kill(2) and /proc. Linux only, like the rest of the local executor. */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';

export interface ProcStat {
  pid: number;
  /** One letter: R running, S sleeping, D disk wait, T stopped, t traced, Z zombie, ... */
  state: string;
  ppid: number;
  pgrp: number;
  /** Threads of the process (1 for a single-threaded one). */
  threads: number;
}

/** Parses /proc/<pid>/stat. The command name sits in parentheses and may itself hold spaces and ')'. */
export function parseProcStat(text: string): ProcStat | undefined {
  const close = text.lastIndexOf(')');
  const open = text.indexOf('(');
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open).trim());
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime cutime
  // cstime priority nice num_threads.
  const [state, ppid, pgrp] = fields;
  if (!Number.isInteger(pid) || state === undefined || ppid === undefined || pgrp === undefined) return undefined;
  return { pid, state, ppid: Number(ppid), pgrp: Number(pgrp), threads: Number(fields[17] ?? 1) || 1 };
}

/**
 * Synchronous on purpose: /proc is made up by the kernel on the spot and never waits for a disk, so a direct read is
 * far cheaper than a trip through the thread pool, and the monitor reads a few files per running job on every look.
 */
function readProcFile(pid: number, name: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return undefined; // gone, or not ours to read: either way not a process we can speak for
  }
}

export async function readProcStat(pid: number): Promise<ProcStat | undefined> {
  const text = readProcFile(pid, 'stat');
  return text === undefined ? undefined : parseProcStat(text);
}

export async function readCmdline(pid: number): Promise<string[] | undefined> {
  const text = readProcFile(pid, 'cmdline');
  return text === undefined || text === '' ? undefined : text.replace(/\0$/, '').split('\0');
}

/** kill(-pgid, 0): does any process (zombies included) belong to the group, and may we signal it? */
export function groupExists(pgid: number): boolean {
  // -0 and -1 are not groups: kill(0) is the caller's own group, kill(-1) every process it may signal.
  if (!Number.isInteger(pgid) || pgid < 2) return false;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    // ESRCH: no such group. EPERM: the group exists but belongs to someone else, so it is not one of our jobs.
    if (error instanceof Error && 'code' in error && (error.code === 'ESRCH' || error.code === 'EPERM')) return false;
    throw error;
  }
}

/** Every process of the machine that we may read, by scanning /proc. */
async function allProcesses(): Promise<ProcStat[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = await Promise.all(pids.map(readProcStat));
  return stats.filter((stat): stat is ProcStat => stat !== undefined);
}

/** Whether any process we may read has `word` among its arguments (a wrapper running its script), by scanning /proc. */
export async function anyProcessWithArgument(word: string): Promise<boolean> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  for (const pid of pids) {
    if ((await readCmdline(pid))?.includes(word)) return true;
  }
  return false;
}

/** Every process of the group, by scanning /proc: for when the leader is gone and only members remain. */
export async function groupMembers(pgid: number): Promise<ProcStat[]> {
  return (await allProcesses()).filter((stat) => stat.pgrp === pgid);
}

/** The members of a process group, however found. */
export type GroupMembers = (pgid: number) => Promise<ProcStat[]>;

/**
 * Members of any group from ONE scan of /proc, made when first asked: a look at many jobs (a monitor tick) costs one
 * scan, not one per job. A snapshot: use it for one look, then drop it.
 */
export function groupMembersIndex(): GroupMembers {
  let index: Promise<Map<number, ProcStat[]>> | undefined;
  return async (pgid) => {
    index ??= allProcesses().then((stats) => Map.groupBy(stats, (stat) => stat.pgrp));
    return (await index).get(pgid) ?? [];
  };
}

export type GroupLife = 'running' | 'stopped' | 'gone';

/**
 * Whether the job's process group still runs. The leader is the wrapper, and its command line names the script: a
 * leader running something else means the pgid was reused after the job ended. Without a live leader the group counts
 * while it has a member that is not a zombie (a pgid cannot be handed out again while any member holds it).
 */
export async function groupLife(
  pgid: number,
  scriptPath: string,
  members: GroupMembers = groupMembers,
): Promise<GroupLife> {
  if (!groupExists(pgid)) return 'gone';
  const leader = await readProcStat(pgid);
  if (leader !== undefined && leader.state !== 'Z') {
    const cmdline = await readCmdline(pgid);
    if (leader.pgrp !== pgid || (cmdline !== undefined && !cmdline.includes(scriptPath))) return 'gone';
    if (leader.state !== 'T') return 'running';
    // SIGSTOP reaches the members one by one: the group is stopped once none of them runs any more. Only a stopped
    // leader costs the /proc scan, so the monitor's look at running jobs stays cheap.
    return membersLife(await members(pgid));
  }
  return membersLife(await members(pgid));
}

function membersLife(members: ProcStat[]): GroupLife {
  const live = members.filter((member) => member.state !== 'Z');
  if (live.length === 0) return 'gone';
  return live.every((member) => member.state === 'T') ? 'stopped' : 'running';
}
