/**
 * Against a real Slurm cluster (scripts/slurm-up.sh starts one on this machine). Without Slurm these tests are
 * skipped, unless REQUIRE_SLURM=1 (CI sets it after running slurm-up.sh): then its absence is a failure.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { execFileRunner, type CommandRunner } from './command-runner';
import type { ExecutorJobSpec, JobRef } from './executor';
import { makeTempRoot, readLog, statusOf, waitFor, waitForState } from './int-test-support';
import { readJobRecord } from './job-files';
import { readProcStat } from './process-group';
import { createSlurmExecutor } from './slurm-executor';

async function slurmProblem(): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('sinfo', ['--noheader', '--format=%t'], { timeout: 10_000 });
    const states = stdout.split('\n').filter(Boolean);
    return states.some((state) => /^(idle|mix|alloc)/.test(state))
      ? undefined
      : `no usable Slurm node (sinfo: ${states.join(', ') || 'none'})`;
  } catch (error) {
    const said = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
    return `sinfo failed: ${said || (error instanceof Error ? error.message : String(error))}`;
  }
}

const problem = await slurmProblem();
const required = process.env.REQUIRE_SLURM === '1';
if (problem && !required) {
  console.warn(
    `Slurm integration tests skipped: ${problem}. Run scripts/slurm-up.sh; REQUIRE_SLURM=1 makes this fail.`,
  );
}

describe.runIf(problem && required)('Slurm (REQUIRE_SLURM=1)', () => {
  it('is available', () => {
    expect.fail(`REQUIRE_SLURM=1 but ${problem}`);
  });
});

describe.skipIf(problem)('Slurm executor', () => {
  const calls: string[] = [];
  const realRunner = execFileRunner();
  const runner: CommandRunner = (command, args, options) => {
    calls.push(command);
    return realRunner(command, args, options);
  };
  const executor = createSlurmExecutor({ runner });
  const resources = { cpus: 1, memoryMb: 100, timeLimitSeconds: 120 };
  const submitted: JobRef[] = [];
  let temp: Awaited<ReturnType<typeof makeTempRoot>>;
  let count = 0;

  async function submit(argv: string[], changes: Partial<ExecutorJobSpec> = {}): Promise<JobRef> {
    count += 1;
    const workDir = await temp.newWorkDir(`job-${count}`);
    const job = await executor.submit({ taskId: `slurm-it-${count}`, workDir, argv, resources, ...changes });
    submitted.push(job);
    return job;
  }

  beforeAll(async () => {
    temp = await makeTempRoot('biocloud-slurm-it-');
  });

  afterEach(async () => {
    // Cancel what is left and wait for Slurm to finish it, so no job still writes into a work dir being removed.
    const jobs = submitted.splice(0);
    await Promise.all(jobs.map((job) => executor.cancel(job).catch(() => undefined)));
    await waitFor(
      'the jobs to end',
      () => executor.status(jobs),
      (statuses) => [...statuses.values()].every((s) => s.state === 'exited' || s.state === 'lost'),
      { timeoutMs: 45_000, intervalMs: 100 },
    );
  });

  afterAll(async () => {
    await temp.remove();
  });

  it('runs a job to the end and reads its exit code and output', async () => {
    const startedAt = performance.now();
    const job = await submit(['sh', '-c', 'echo hi; echo oops >&2; exit 3']);
    const submittedAt = performance.now();
    expect(job.externalId).toMatch(/^\d+$/);
    const status = await waitForState(executor, job, 'exited', { intervalMs: 100 });
    const doneAt = performance.now();
    console.info(
      `Slurm job ${job.externalId}: sbatch ${Math.round(submittedAt - startedAt)} ms, ` +
        `submit to exited (polling every 100 ms) ${Math.round(doneAt - startedAt)} ms`,
    );
    expect(status).toMatchObject({ state: 'exited', exitCode: 3, usage: { source: 'gnu-time' } });
    expect(status.reason).toBeUndefined();
    expect(await readLog(job.workDir, 'stdout.log')).toBe('hi\n');
    expect(await readLog(job.workDir, 'stderr.log')).toBe('oops\n');
  });

  it('passes argv literally', async () => {
    const words = ['a b', "it's", '$(touch pwned)', '`id`', 'x; touch pwned', 'new\nline', '*', ''];
    const job = await submit(['printf', '%s\\0', ...words]);
    expect(await waitForState(executor, job, 'exited', { intervalMs: 100 })).toMatchObject({ exitCode: 0 });
    expect((await readLog(job.workDir, 'stdout.log')).split('\0').slice(0, -1)).toEqual(words);
  });

  it('reports many jobs with a single squeue call', async () => {
    const jobs = await Promise.all([submit(['sleep', '30']), submit(['sleep', '30']), submit(['true'])]);
    await waitFor(
      'the jobs to be seen',
      () => executor.status(jobs),
      (statuses) => [...statuses.values()].every((s) => s.state !== 'lost'),
    );
    calls.length = 0;
    const statuses = await executor.status(jobs);
    expect(statuses.size).toBe(3);
    expect(calls).toEqual(['squeue']);
  });

  it('suspends (processes stopped), resumes and cancels a job', async () => {
    const job = await submit(['sleep', '60']);
    await waitForState(executor, job, 'running', { intervalMs: 100 });
    const record = await waitFor(
      'the wrapper to start',
      () => readJobRecord(job.workDir),
      (r) => !!r.marker,
    );
    const wrapperPid = record.marker!.pid;

    await executor.suspend(job);
    await waitForState(executor, job, 'suspended', { intervalMs: 100 });
    await waitFor(
      'the wrapper to stop',
      () => readProcStat(wrapperPid),
      (stat) => stat?.state === 'T',
    );

    await executor.resume(job);
    await waitForState(executor, job, 'running', { intervalMs: 100 });
    // squeue says RUNNING as soon as slurmctld has the request; slurmd sends SIGCONT just after.
    await waitFor(
      'the wrapper to continue',
      () => readProcStat(wrapperPid),
      (stat) => stat?.state !== 'T',
    );

    await executor.cancel(job);
    const status = await waitForState(executor, job, 'exited', { intervalMs: 100 });
    expect(status).toMatchObject({ exitCode: 143, reason: { code: 'cancelled' } });
    expect(await readProcStat(wrapperPid)).toBeUndefined();
  });

  it('refuses to suspend a job that has ended', async () => {
    const job = await submit(['true']);
    await waitForState(executor, job, 'exited', { intervalMs: 100 });
    await expect(executor.suspend(job)).rejects.toMatchObject({ code: 'NOT_RUNNING' });
  });

  it('recovers from a new executor: a running job and a finished one', async () => {
    const running = await submit(['sleep', '30']);
    const finished = await submit(['sh', '-c', 'exit 5']);
    await waitForState(executor, finished, 'exited', { intervalMs: 100 });
    const afterRestart = createSlurmExecutor();
    expect((await afterRestart.recover(running)).state).toMatch(/^(queued|running)$/);
    expect(await afterRestart.recover(finished)).toMatchObject({ state: 'exited', exitCode: 5 });
    expect((await statusOf(afterRestart, running)).state).not.toBe('lost');
  });
});
