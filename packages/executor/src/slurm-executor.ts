/**
 * Runs jobs on a Slurm cluster: the same wrapper (wrapper.ts) as the batch script, submitted with `sbatch --parsable`;
 * the externalId is the Slurm job id. The work dir must be on a file system the nodes share with the server.
 *
 * - status: ONE `squeue` call for all the jobs asked about; `scontrol show job` only for those squeue no longer
 *   lists; the wrapper's exit_code file for the exit code and for jobs Slurm has forgotten altogether.
 *   Slurm's TIMEOUT, OUT_OF_MEMORY and NODE_FAIL become reasons (slurm-state.ts).
 * - suspend / resume: `scontrol suspend|resume <id>`; cancel: `scancel <id>` (Slurm sends SIGTERM, then SIGKILL
 *   after its KillWait), which returns once Slurm has the request.
 * - limits: `--cpus-per-task`, `--mem` and `--time` (rounded up to whole minutes, Slurm's unit) go to Slurm, which
 *   enforces what its configuration enables (memory only with cgroups or accounting). The wrapper adds the same
 *   per-process memory, CPU-time, process and file size rlimits and the drop to `runAs` as locally (slurmd runs
 *   the batch script as the submitting user: root when the server is, so the user must exist on the nodes); the wall
 *   clock is left to Slurm, which also does not count time suspended. Slurm kills what a job leaves running when its
 *   batch script ends. `--no-requeue`: a job is never started a second time behind the engine's back.
 * - cancel with a reason (a limit the engine enforces) records it in the work dir first: it is what status() then
 *   says instead of Slurm's plain CANCELLED.
 *
 * - submit without a job id (sbatch failed, timed out, printed none): a controller that was slow to answer still
 *   creates the job once it reads the request sbatch gave up on. So the job is looked up by its name and work dir
 *   (`squeue --name`) before anything is decided, while the controller does not answer up to `submitLookups` times;
 *   then submit fails with SUBMIT_UNCONFIRMED and the engine keeps asking `lookup`. The work dir stays claimed until
 *   Slurm has said, twice, that there is no such job: a task never gets a second job.
 *
 * Every command goes through a CommandRunner (execFile, no shell), so tests can replay recorded output.
 */
import { unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor, ExecutorJobSpec, ExecutorStatus, JobLookup, JobRef } from './executor';
import { ExecutorError } from './executor-error';
import { execFileRunner, type CommandResult, type CommandRunner } from './command-runner';
import { defaultJobEnv } from './job-env';
import { jobWrapperOptions } from './job-wrapper';
import { claimWorkDir, exitedStatus, jobFilePath, lostStatus, readJobRecord, writeReasonOnce } from './job-files';
import { parseScontrolShowJob } from './parse-scontrol';
import { isInvalidJobIdError, JOB_DIR_FORMAT, jobIdsIn, parseSqueue, SQUEUE_FORMAT } from './parse-squeue';
import { slurmJobStatus } from './slurm-state';
import { validateSpec } from './validate-spec';
import { buildWrapperScript, DEFAULT_KILL_GRACE_SECONDS, type RunAs } from './wrapper';

export interface SlurmExecutorOptions {
  runner?: CommandRunner;
  /** Default: the cluster's default partition. */
  partition?: string;
  /** The environment every job starts from (sbatch passes its own on, `--export=ALL`). */
  baseEnv?: Record<string, string>;
  /** Between SIGXCPU and SIGKILL for the wrapper's CPU-time limit. */
  killGraceSeconds?: number;
  /** Looks for the job of a submit that got no id before giving up with SUBMIT_UNCONFIRMED. */
  submitLookups?: number;
  /** Between two looks for a job by name. */
  lookupPauseMs?: number;
  /** The user jobs run as (when the server, and so slurmd's batch script, is root); unset, the submitter. */
  runAs?: RunAs;
}

const DEFAULT_SUBMIT_LOOKUPS = 3;
const DEFAULT_LOOKUP_PAUSE_MS = 1_000;

const JOB_ID = /^[1-9]\d*$/;
/** Slurm's refusals that mean "that job is not in a state for this": a finished, pending or forgotten job. */
const NOT_RUNNING = /already completing or completed|is pending execution|invalid job id/i;
/** Refusals that mean the job is already where the caller wants it. */
const ALREADY_THERE = /is not suspended/i;

/** Slurm job names: the task id, kept to characters that read well in squeue. */
export function slurmJobName(taskId: string): string {
  return `biocloud-${taskId.replace(/[^\w.-]/g, '_')}`;
}

export function buildSbatchArgs(spec: ExecutorJobSpec, scriptPath: string, partition?: string): string[] {
  const log = jobFilePath(spec.workDir, 'wrapperLog');
  const { cpus, memoryMb, timeLimitSeconds } = spec.resources;
  return [
    '--parsable',
    `--job-name=${slurmJobName(spec.taskId)}`,
    `--chdir=${spec.workDir}`,
    `--output=${log}`,
    `--error=${log}`,
    `--cpus-per-task=${cpus}`,
    `--mem=${memoryMb}M`,
    `--time=${Math.ceil(timeLimitSeconds / 60)}`,
    '--no-requeue',
    ...(partition ? [`--partition=${partition}`] : []),
    scriptPath,
  ];
}

export function buildSqueueArgs(jobIds: readonly string[]): string[] {
  // --states=all: a job that ended stays listed (COMPLETED, TIMEOUT, ...) until Slurm purges it.
  return ['--noheader', '--states=all', `--format=${SQUEUE_FORMAT}`, `--jobs=${jobIds.join(',')}`];
}

export function buildLookupArgs(taskId: string): string[] {
  // --states=all: a job that already ended stays listed until Slurm purges it.
  return ['--noheader', '--states=all', `--name=${slurmJobName(taskId)}`, `--format=${JOB_DIR_FORMAT}`];
}

/** `sbatch --parsable` prints "<id>" or "<id>;<cluster>". */
export function parseSbatchParsable(stdout: string): string | undefined {
  const id = stdout.trim().split(';')[0]?.trim();
  return id && JOB_ID.test(id) ? id : undefined;
}

function commandError(command: string, args: readonly string[], result: CommandResult): string {
  const said = (result.stderr.trim() || result.stdout.trim()).replace(/\s+/g, ' ');
  return `${command} ${args.join(' ')} exited with ${result.exitCode}: ${said}`;
}

export function createSlurmExecutor(options: SlurmExecutorOptions = {}): Executor {
  const run = options.runner ?? execFileRunner();
  const baseEnv = options.baseEnv ?? defaultJobEnv();
  const graceSeconds = options.killGraceSeconds ?? DEFAULT_KILL_GRACE_SECONDS;
  const submitLookups = options.submitLookups ?? DEFAULT_SUBMIT_LOOKUPS;
  const pauseMs = options.lookupPauseMs ?? DEFAULT_LOOKUP_PAUSE_MS;

  async function control(command: string, args: string[]): Promise<void> {
    const result = await run(command, args);
    if (result.exitCode === 0) return;
    const said = `${result.stderr}\n${result.stdout}`;
    if (ALREADY_THERE.test(said)) return;
    const code = NOT_RUNNING.test(said) ? 'NOT_RUNNING' : 'SCHEDULER_ERROR';
    throw new ExecutorError(code, commandError(command, args, result));
  }

  /** For a job squeue no longer lists: ask scontrol, then the work dir. */
  async function statusOfUnlisted(job: JobRef): Promise<ExecutorStatus> {
    const args = ['show', 'job', job.externalId];
    const result = await run('scontrol', args);
    const record = await readJobRecord(job.workDir);
    if (result.exitCode === 0) {
      const shown = parseScontrolShowJob(result.stdout);
      if (shown) {
        return slurmJobStatus(
          {
            state: shown.jobState,
            reason: shown.reason,
            ...(shown.exitStatus !== undefined && { exitStatus: shown.exitStatus }),
            ...(shown.exitSignal !== undefined && { exitSignal: shown.exitSignal }),
          },
          record,
        );
      }
    } else if (!isInvalidJobIdError(result.stderr)) {
      throw new ExecutorError('SCHEDULER_ERROR', commandError('scontrol', args, result));
    }
    if (record.exitCode !== undefined) return exitedStatus(record);
    return lostStatus(`Slurm no longer knows job ${job.externalId} and it recorded no exit code`, record);
  }

  async function status(jobs: readonly JobRef[]): Promise<Map<string, ExecutorStatus>> {
    const statuses = new Map<string, ExecutorStatus>();
    const valid = jobs.filter((job) => JOB_ID.test(job.externalId));
    for (const job of jobs) {
      if (!JOB_ID.test(job.externalId)) {
        statuses.set(job.externalId, lostStatus(`${JSON.stringify(job.externalId)} is not a Slurm job id`));
      }
    }
    if (valid.length === 0) return statuses;

    const ids = [...new Set(valid.map((job) => job.externalId))];
    const args = buildSqueueArgs(ids);
    const listed = await run('squeue', args);
    // Asked about a single job it has forgotten, squeue fails; about several, it lists those it knows.
    if (listed.exitCode !== 0 && !isInvalidJobIdError(listed.stderr)) {
      throw new ExecutorError('SCHEDULER_ERROR', commandError('squeue', args, listed));
    }
    const rows = parseSqueue(listed.exitCode === 0 ? listed.stdout : '');
    await Promise.all(
      valid.map(async (job) => {
        const row = rows.get(job.externalId);
        const result = row
          ? slurmJobStatus({ state: row.state, reason: row.reason }, await readJobRecord(job.workDir))
          : await statusOfUnlisted(job);
        statuses.set(job.externalId, result);
      }),
    );
    return statuses;
  }

  async function sbatch(args: string[]): Promise<{ jobId: string } | { problem: string }> {
    let result: CommandResult;
    try {
      result = await run('sbatch', args, { env: baseEnv });
    } catch (error) {
      return { problem: `sbatch gave no answer: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (result.exitCode !== 0) return { problem: commandError('sbatch', args, result) };
    const jobId = parseSbatchParsable(result.stdout);
    return jobId === undefined ? { problem: `sbatch printed no job id: ${JSON.stringify(result.stdout)}` } : { jobId };
  }

  /** The job named for the task in its work dir; absent only when squeue says so twice, `pauseMs` apart. */
  async function lookup(task: { taskId: string; workDir: string }): Promise<JobLookup> {
    const args = buildLookupArgs(task.taskId);
    for (let look = 1; look <= 2; look += 1) {
      // The second look: the controller may answer the first just before it creates the job of a request it read.
      if (look === 2) await sleep(pauseMs);
      let listed: CommandResult;
      try {
        listed = await run('squeue', args);
      } catch (error) {
        return { state: 'unknown', message: error instanceof Error ? error.message : String(error) };
      }
      if (listed.exitCode !== 0) return { state: 'unknown', message: commandError('squeue', args, listed) };
      const [jobId] = jobIdsIn(listed.stdout, task.workDir);
      if (jobId !== undefined) return { state: 'found', job: { externalId: jobId, workDir: task.workDir } };
    }
    // Slurm forgets a job some minutes after it ended (MinJobAge); its wrapper's records say whether it ran.
    const record = await readJobRecord(task.workDir);
    if (record.exitCode !== undefined) return { state: 'ended', status: exitedStatus(record) };
    if (record.marker) {
      return {
        state: 'ended',
        status: lostStatus('Slurm no longer knows the job and it recorded no exit code', record),
      };
    }
    return { state: 'absent' };
  }

  return {
    kind: 'slurm',

    async submit(spec) {
      validateSpec(spec);
      if (spec.workDir.includes('%')) {
        // sbatch expands %j, %u, ... in --output paths.
        throw new ExecutorError('INVALID_SPEC', `the work dir cannot contain '%' under Slurm: ${spec.workDir}`);
      }
      const script = buildWrapperScript(
        jobWrapperOptions(spec, { killGraceSeconds: graceSeconds, runAs: options.runAs, wallClock: false }),
      );
      const scriptPath = await claimWorkDir(spec.workDir, script);
      const args = buildSbatchArgs(spec, scriptPath, options.partition);
      const submitted = await sbatch(args);
      if ('jobId' in submitted) return { externalId: submitted.jobId, workDir: spec.workDir };
      for (let look = 1; ; look += 1) {
        const found = await lookup(spec);
        if (found.state === 'found') return found.job;
        if (found.state === 'absent') {
          await unlink(scriptPath).catch(() => undefined);
          throw new ExecutorError('SCHEDULER_ERROR', submitted.problem);
        }
        if (look >= submitLookups) {
          const why = found.state === 'unknown' ? found.message : 'the job ended before its id was known';
          throw new ExecutorError('SUBMIT_UNCONFIRMED', `${submitted.problem}; then ${why}`);
        }
        await sleep(pauseMs);
      }
    },

    status,

    async suspend(job) {
      await control('scontrol', ['suspend', job.externalId]);
    },

    async resume(job) {
      await control('scontrol', ['resume', job.externalId]);
    },

    async cancel(job, reason) {
      if (reason) await writeReasonOnce(job.workDir, reason.code, reason.message);
      await control('scancel', [job.externalId]);
    },

    async recover(job) {
      const found = (await status([job])).get(job.externalId);
      return found ?? lostStatus(`no status for Slurm job ${job.externalId}`);
    },

    lookup,
  };
}
