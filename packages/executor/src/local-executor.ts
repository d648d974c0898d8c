/**
 * Runs jobs on this machine. Each job is the wrapper (wrapper.ts) started as the leader of its own session and process
 * group (spawn `detached`, i.e. setsid(2)), so it outlives a restart of the server and every process it starts can be
 * signalled at once; the externalId is that process group id.
 *
 * - status: the work dir's exit_code first (written last by the wrapper), else whether the group still runs (kill(-pgid,
 *   0), then /proc/<pgid>/stat: T means stopped), else how it was stopped, else lost. The jobs of one status call share
 *   one scan of /proc, needed only for groups whose leader is stopped or gone.
 * - onJobEnded: the wrapper is this process's child, so its 'exit' says at once that a job submitted here has ended
 *   (the wrapper exits right after writing exit_code); jobs found again after a restart are not children any more.
 * - suspend / resume: SIGSTOP / SIGCONT to the whole group, resolving once /proc shows it stopped / running. Time
 *   suspended is recorded in the work dir and credited to the time limit before SIGCONT.
 * - cancel: records the reason, SIGTERM (plus SIGCONT, so a suspended job can act on it) to the group, SIGKILL after
 *   `killGraceSeconds`; resolves once the group is gone.
 * - limits, enforced by the wrapper: memory as RLIMIT_DATA, CPU time as RLIMIT_CPU of cpus x time limit (so a job may
 *   not use more than its CPUs on average; an instantaneous cap needs cgroups), wall clock by its watchdog, processes
 *   as RLIMIT_NPROC (with runAs) and output as RLIMIT_FSIZE. See wrapper.ts. status() counts the tasks of each
 *   group it looks at (`tasks`), so the engine can end a job over its own process limit whatever other jobs of the
 *   same user do.
 * - what a program leaves running when it ends (a fork bomb whose first process returned at once, a daemon) is
 *   killed by the first status() that sees the job ended, as Slurm does at the end of a job; `tasks` says how many.
 * - runAs: when the server runs as root, the program runs as this unprivileged user (the wrapper drops to it).
 * - lookup (a job whose pgid was never recorded: the server stopped right after spawning it): the wrapper's marker names
 *   its group; without a marker and without a process running the script, the job never started.
 *
 * The jobs get `baseEnv` (default: job-env.ts) plus the spec's env, never the server's own environment.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { open, unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor, ExecutorJobSpec, ExecutorStatus, JobRef } from './executor';
import { ExecutorError } from './executor-error';
import {
  claimWorkDir,
  exitedStatus,
  jobFilePath,
  lostStatus,
  readJobFile,
  readJobRecord,
  writeJobFileAtomically,
  writeReasonOnce,
} from './job-files';
import { defaultJobEnv } from './job-env';
import { jobWrapperOptions } from './job-wrapper';
import {
  anyProcessWithArgument,
  groupExists,
  groupLife,
  groupMembers,
  groupMembersIndex,
  type GroupLife,
  type GroupMembers,
  type ProcStat,
} from './process-group';
import { validateSpec } from './validate-spec';
import { buildWrapperScript, DEFAULT_KILL_GRACE_SECONDS, type RunAs } from './wrapper';

export interface LocalExecutorOptions {
  /** Between SIGTERM and SIGKILL, on cancel and at the time limit. */
  killGraceSeconds?: number;
  /** The environment every job starts from. */
  baseEnv?: Record<string, string>;
  /** The shell that runs the wrapper. */
  shell?: string;
  /** The user jobs run as (when the server is root); unset, the server's own. */
  runAs?: RunAs;
}

/** How often suspend, resume and cancel look whether the group has reacted. */
const POLL_MS = 20;
/** Signals take effect asynchronously (a process stops or dies when next scheduled); this is plenty. */
const SIGNAL_SETTLE_MS = 5_000;

/** A process group id, never 0 or 1: kill(-1) would signal every process the server may signal. */
function pgidOf(job: JobRef): number | undefined {
  const pgid = /^\d+$/.test(job.externalId) ? Number(job.externalId) : 0;
  return pgid > 1 ? pgid : undefined;
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/** Signals the group; a group that ended meanwhile is not an error. */
function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if (!isErrno(error, 'ESRCH')) throw error;
  }
}

export function createLocalExecutor(options: LocalExecutorOptions = {}): Executor {
  const graceSeconds = options.killGraceSeconds ?? DEFAULT_KILL_GRACE_SECONDS;
  const baseEnv = options.baseEnv ?? defaultJobEnv();
  const shell = options.shell ?? '/bin/sh';

  const endedListeners = new Set<(job: JobRef) => void>();

  function life(job: JobRef, pgid: number, members?: GroupMembers): Promise<GroupLife> {
    return groupLife(pgid, jobFilePath(job.workDir, 'script'), members);
  }

  /** The pgid of a job that still runs, or NOT_RUNNING. */
  async function runningPgid(job: JobRef): Promise<number> {
    const pgid = pgidOf(job);
    if (pgid === undefined || (await life(job, pgid)) === 'gone') {
      throw new ExecutorError('NOT_RUNNING', `job ${job.externalId} in ${job.workDir} is not running`);
    }
    return pgid;
  }

  async function statusOf(job: JobRef, members: GroupMembers = groupMembers): Promise<ExecutorStatus> {
    const pgid = pgidOf(job);
    if (pgid === undefined) return lostStatus(`${JSON.stringify(job.externalId)} is not a process group id`);
    const before = await readJobRecord(job.workDir);
    if (before.exitCode !== undefined) {
      // The program has ended: whatever it left in the group goes now. While any member is left the pgid cannot be
      // handed to another group, so the signal reaches only what the job started.
      // Killed again until none is left: a fork bomb's processes forked as the group is signalled can miss a KILL.
      const left = groupExists(pgid) ? taskCount(await members(pgid)) : 0;
      if (left > 0) {
        signalGroup(pgid, 'SIGKILL');
        await settle(
          job,
          pgid,
          (now) => now === 'gone',
          SIGNAL_SETTLE_MS,
          () => signalGroup(pgid, 'SIGKILL'),
        );
      }
      return { ...exitedStatus(before), ...(left > 0 && { tasks: left }) };
    }
    const now = await life(job, pgid, members);
    if (now !== 'gone') {
      return {
        state: now === 'stopped' ? 'suspended' : 'running',
        tasks: taskCount(await members(pgid)),
        ...(before.marker?.startedAt && { startedAt: before.marker.startedAt }),
      };
    }
    // Read again: the program may have ended between the first read and the look at the group.
    const after = await readJobRecord(job.workDir);
    if (after.exitCode !== undefined || after.reason !== undefined) return exitedStatus(after);
    return lostStatus(
      `process group ${pgid} is gone and the job recorded no exit code (killed from outside, or the machine restarted)`,
      after,
    );
  }

  /** Polls until the group is as wanted or the time is up; says which. `again` runs before each further look. */
  async function settle(
    job: JobRef,
    pgid: number,
    wanted: (now: GroupLife) => boolean,
    ms = SIGNAL_SETTLE_MS,
    again?: () => void,
  ) {
    const deadline = Date.now() + ms;
    for (;;) {
      if (wanted(await life(job, pgid))) return true;
      if (Date.now() >= deadline) return false;
      await sleep(POLL_MS);
      again?.();
    }
  }

  return {
    kind: 'local',

    async submit(spec: ExecutorJobSpec): Promise<JobRef> {
      validateSpec(spec);
      const script = buildWrapperScript(
        jobWrapperOptions(spec, { killGraceSeconds: graceSeconds, runAs: options.runAs, wallClock: true }),
      );
      const scriptPath = await claimWorkDir(spec.workDir, script);
      const log = await open(jobFilePath(spec.workDir, 'wrapperLog'), 'a');
      try {
        const child = spawn(shell, [scriptPath], {
          cwd: spec.workDir,
          detached: true,
          stdio: ['ignore', log.fd, log.fd],
          env: baseEnv,
        });
        await once(child, 'spawn');
        child.unref();
        if (child.pid === undefined) throw new Error(`${shell} started without a pid`);
        const ref: JobRef = { externalId: String(child.pid), workDir: spec.workDir };
        child.once('exit', () => {
          for (const listener of endedListeners) listener(ref);
        });
        return ref;
      } catch (error) {
        // Nothing runs: release the work dir so the task can be submitted again.
        await unlink(scriptPath).catch(() => undefined);
        throw error;
      } finally {
        await log.close();
      }
    },

    async status(jobs) {
      const members = groupMembersIndex();
      const statuses = await Promise.all(jobs.map((job) => statusOf(job, members)));
      return new Map(jobs.map((job, i) => [job.externalId, statuses[i] ?? lostStatus('no status')]));
    },

    async suspend(job) {
      const pgid = await runningPgid(job);
      await writeFileOnce(job, 'suspendedAt', `${Date.now()}\n`);
      signalGroup(pgid, 'SIGSTOP');
      // Sent again until the whole group is stopped: a member forked while the group was signalled can miss the first
      // (CI once saw a job stay "running" with two members 20 s after one SIGSTOP, on a machine at load 10).
      await settle(
        job,
        pgid,
        (now) => now !== 'running',
        SIGNAL_SETTLE_MS,
        () => signalGroup(pgid, 'SIGSTOP'),
      );
    },

    async resume(job) {
      const pgid = await runningPgid(job);
      // Credit the suspension to the time limit before the watchdog can wake up and look.
      const since = Number((await readJobFile(job.workDir, 'suspendedAt'))?.trim());
      if (Number.isFinite(since) && since > 0) {
        const total = Number((await readJobFile(job.workDir, 'suspendedSeconds'))?.trim() ?? 0) || 0;
        const suspended = Math.ceil(Math.max(0, Date.now() - since) / 1000);
        await writeJobFileAtomically(job.workDir, 'suspendedSeconds', `${total + suspended}\n`);
        await unlink(jobFilePath(job.workDir, 'suspendedAt')).catch(() => undefined);
      }
      signalGroup(pgid, 'SIGCONT');
      await settle(job, pgid, (now) => now !== 'stopped');
    },

    async cancel(job, reason = { code: 'cancelled', message: 'cancelled on request' }) {
      const pgid = pgidOf(job);
      if (pgid === undefined || (await life(job, pgid)) === 'gone') return;
      await writeReasonOnce(job.workDir, reason.code, reason.message);
      signalGroup(pgid, 'SIGTERM');
      signalGroup(pgid, 'SIGCONT');
      const gone = (now: GroupLife) => now === 'gone';
      // Signalled again while it lasts: a process being forked as the group is signalled (a fork bomb's) can miss
      // it and would hold the group until the KILL. The wrapper and GNU time outlive a TERM by design.
      if (await settle(job, pgid, gone, graceSeconds * 1000, () => signalGroup(pgid, 'SIGTERM'))) return;
      signalGroup(pgid, 'SIGKILL');
      if (!(await settle(job, pgid, gone, SIGNAL_SETTLE_MS, () => signalGroup(pgid, 'SIGKILL')))) {
        throw new Error(`process group ${pgid} still has processes ${SIGNAL_SETTLE_MS} ms after SIGKILL`);
      }
    },

    recover: (job) => statusOf(job),

    async lookup({ workDir }) {
      const scriptPath = jobFilePath(workDir, 'script');
      if ((await readJobFile(workDir, 'script')) === undefined) return { state: 'absent' };
      const { marker } = await readJobRecord(workDir);
      if (marker) return { state: 'found', job: { externalId: String(marker.pgid), workDir } };
      // Spawned but not yet at its first lines: its marker follows at once.
      if (await anyProcessWithArgument(scriptPath)) return { state: 'unknown', message: 'the job wrapper is starting' };
      return { state: 'absent' };
    },

    onJobEnded(listener) {
      endedListeners.add(listener);
      return () => {
        endedListeners.delete(listener);
      };
    },
  };
}

/** Processes and threads of the members that still run (a zombie holds no thread). */
function taskCount(members: readonly ProcStat[]): number {
  return members.reduce((sum, member) => sum + (member.state === 'Z' ? 0 : member.threads), 0);
}

/** Keeps the first value: a second suspend must not move the start of the suspension. */
async function writeFileOnce(job: JobRef, file: 'suspendedAt', content: string): Promise<void> {
  const handle = await open(jobFilePath(job.workDir, file), 'wx').catch((error: unknown) => {
    if (isErrno(error, 'EEXIST')) return undefined;
    throw error;
  });
  if (handle === undefined) return;
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}
