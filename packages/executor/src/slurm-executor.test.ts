import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandResult, CommandRunner } from './command-runner';
import type { ExecutorJobSpec } from './executor';
import { buildSbatchArgs, buildSqueueArgs, createSlurmExecutor, parseSbatchParsable } from './slurm-executor';

const recorded = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

interface Call {
  command: string;
  args: readonly string[];
  env?: Record<string, string>;
}

/** Answers each command with a canned result and remembers every call. */
function fakeRunner(answer: (command: string, args: readonly string[]) => Partial<CommandResult> | Error) {
  const calls: Call[] = [];
  const runner: CommandRunner = async (command, args, options) => {
    calls.push({ command, args, ...(options?.env && { env: options.env }) });
    const result = answer(command, args);
    if (result instanceof Error) throw result;
    return { exitCode: 0, stdout: '', stderr: '', ...result };
  };
  return { runner, calls };
}

const spec = (workDir: string): ExecutorJobSpec => ({
  taskId: 'task/42',
  workDir,
  argv: ['seqkit', 'stats', 'reads.fq'],
  resources: { cpus: 2, memoryMb: 1024, timeLimitSeconds: 90 },
});

describe('command building', () => {
  it('builds sbatch arguments: work dir, one log, resources, minutes rounded up, never requeued', () => {
    expect(buildSbatchArgs(spec('/data/w'), '/data/w/.biocloud/run.sh', 'main')).toEqual([
      '--parsable',
      '--job-name=biocloud-task_42',
      '--chdir=/data/w',
      '--output=/data/w/.biocloud/wrapper.log',
      '--error=/data/w/.biocloud/wrapper.log',
      '--cpus-per-task=2',
      '--mem=1024M',
      '--time=2',
      '--no-requeue',
      '--partition=main',
      '/data/w/.biocloud/run.sh',
    ]);
  });

  it('asks squeue about all jobs at once, in every state', () => {
    expect(buildSqueueArgs(['7', '8', '9'])).toEqual([
      '--noheader',
      '--states=all',
      '--format=%i|%T|%r',
      '--jobs=7,8,9',
    ]);
  });

  it('reads the job id sbatch --parsable prints, with or without a cluster', () => {
    expect(parseSbatchParsable('42\n')).toBe('42');
    expect(parseSbatchParsable('42;biocloud\n')).toBe('42');
    expect(parseSbatchParsable('sbatch: error: x\n')).toBeUndefined();
  });
});

describe('SlurmExecutor with a fake runner', () => {
  let root: string;
  let workDir: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'biocloud-slurm-unit-'));
    workDir = path.join(root, 'w');
    await mkdir(workDir);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('submits the wrapper with sbatch and a clean environment', async () => {
    const { runner, calls } = fakeRunner(() => ({ stdout: '42\n' }));
    const executor = createSlurmExecutor({ runner, baseEnv: { PATH: '/usr/bin' } });
    await expect(executor.submit(spec(workDir))).resolves.toEqual({ externalId: '42', workDir });
    const script = path.join(workDir, '.biocloud/run.sh');
    expect(calls).toEqual([
      { command: 'sbatch', args: buildSbatchArgs(spec(workDir), script), env: { PATH: '/usr/bin' } },
    ]);
    const text = await readFile(script, 'utf8');
    expect(text).toContain(`set -- "$@" 'seqkit' 'stats' 'reads.fq'`);
    expect(text).toContain('ulimit -d 1048576');
    expect(text).not.toContain('watchdog'); // Slurm enforces the time limit
  });

  it('refuses a second submit into the same work dir', async () => {
    const { runner, calls } = fakeRunner(() => ({ stdout: '42\n' }));
    const executor = createSlurmExecutor({ runner });
    await executor.submit(spec(workDir));
    await expect(executor.submit(spec(workDir))).rejects.toMatchObject({ code: 'WORK_DIR_IN_USE' });
    expect(calls).toHaveLength(1);
  });

  const script = () => path.join(workDir, '.biocloud/run.sh');
  const named = (args: readonly string[]) => args.includes('--name=biocloud-task_42');
  /** Quick looks: the pauses between them are for a real controller. */
  const quick = { lookupPauseMs: 1, submitLookups: 3 };

  it('releases the work dir when sbatch refuses and Slurm says twice that no such job exists', async () => {
    const { runner, calls } = fakeRunner((command) =>
      command === 'sbatch' ? { exitCode: 1, stderr: 'sbatch: error: Batch job submission failed' } : { stdout: '' },
    );
    await expect(createSlurmExecutor({ runner, ...quick }).submit(spec(workDir))).rejects.toMatchObject({
      code: 'SCHEDULER_ERROR',
      message: expect.stringContaining('Batch job submission failed') as unknown,
    });
    expect(calls.map((call) => [call.command, ...call.args].join(' '))).toEqual([
      expect.stringMatching(/^sbatch /),
      'squeue --noheader --states=all --name=biocloud-task_42 --format=%i|%Z',
      'squeue --noheader --states=all --name=biocloud-task_42 --format=%i|%Z',
    ]);
    await expect(stat(script())).rejects.toThrow(/ENOENT/);
  });

  it('adopts the job a timed-out sbatch created, by its name and work dir', async () => {
    let looks = 0;
    const { runner } = fakeRunner((command, args) => {
      if (command === 'sbatch') return new Error('sbatch: timed out after 2000 ms');
      looks += 1;
      // The controller answers the second look; a job of the same name in another work dir is not this task's.
      if (looks === 1) return new Error('squeue: timed out after 2000 ms');
      return named(args) ? { stdout: `31|/elsewhere\n57|${workDir}\n` } : { stdout: '' };
    });
    await expect(createSlurmExecutor({ runner, ...quick }).submit(spec(workDir))).resolves.toEqual({
      externalId: '57',
      workDir,
    });
    await expect(stat(script())).resolves.toBeDefined();
  });

  it('gives up as SUBMIT_UNCONFIRMED, keeping the work dir claimed, while the controller does not answer', async () => {
    const { runner, calls } = fakeRunner(() => ({
      exitCode: 1,
      stderr: 'error: Socket timed out on send/recv operation',
    }));
    await expect(createSlurmExecutor({ runner, ...quick }).submit(spec(workDir))).rejects.toMatchObject({
      code: 'SUBMIT_UNCONFIRMED',
    });
    expect(calls.map((call) => call.command)).toEqual(['sbatch', 'squeue', 'squeue', 'squeue']);
    await expect(stat(script())).resolves.toBeDefined();
  });

  it('looks up a job Slurm has forgotten by what its wrapper recorded', async () => {
    const { runner } = fakeRunner(() => ({ stdout: '' }));
    const executor = createSlurmExecutor({ runner, ...quick });
    await mkdir(path.join(workDir, '.biocloud'));
    await writeFile(script(), '#!/bin/sh\n');
    await expect(executor.lookup({ taskId: 'task/42', workDir })).resolves.toEqual({ state: 'absent' });
    await writeFile(path.join(workDir, '.biocloud/pid'), 'pid=9\npgid=9\nhost=n1\nstarted_at_ms=1000\n');
    await expect(executor.lookup({ taskId: 'task/42', workDir })).resolves.toMatchObject({
      state: 'ended',
      status: { state: 'lost' },
    });
    await writeFile(path.join(workDir, '.biocloud/exit_code'), '0\n');
    await expect(executor.lookup({ taskId: 'task/42', workDir })).resolves.toMatchObject({
      state: 'ended',
      status: { state: 'exited', exitCode: 0 },
    });
  });

  it('refuses a work dir with % (sbatch would expand it)', async () => {
    const { runner } = fakeRunner(() => ({ stdout: '1\n' }));
    await expect(createSlurmExecutor({ runner }).submit(spec('/data/100%'))).rejects.toMatchObject({
      code: 'INVALID_SPEC',
    });
  });

  it('asks about many jobs with one squeue, and scontrol only for jobs squeue no longer lists', async () => {
    const squeue = await recorded('squeue-pending-suspended-completed.txt');
    const timeout = await recorded('scontrol-show-job-timeout.txt');
    await mkdir(path.join(workDir, '.biocloud'));
    await writeFile(path.join(workDir, '.biocloud/exit_code'), '0\n');
    const { runner, calls } = fakeRunner((command, args) => {
      if (command === 'squeue') return { stdout: squeue };
      if (args.at(-1) === '10') return { stdout: timeout };
      return { exitCode: 1, stderr: 'slurm_load_jobs error: Invalid job id specified\n' };
    });
    const executor = createSlurmExecutor({ runner });
    const jobs = ['7', '8', '9', '10', '11', '12'].map((externalId) => ({
      externalId,
      workDir: externalId === '11' ? workDir : path.join(root, 'none'),
    }));
    const statuses = await executor.status(jobs);

    expect(calls.map((call) => [call.command, ...call.args].join(' '))).toEqual([
      'squeue --noheader --states=all --format=%i|%T|%r --jobs=7,8,9,10,11,12',
      'scontrol show job 10',
      'scontrol show job 11',
      'scontrol show job 12',
    ]);
    expect(statuses.get('7')?.state).toBe('suspended');
    expect(statuses.get('8')).toEqual({ state: 'queued', waitReason: 'Resources' });
    expect(statuses.get('9')?.state).toBe('exited');
    expect(statuses.get('10')).toMatchObject({ state: 'exited', reason: { code: 'time_limit' } });
    // Forgotten by Slurm: the wrapper's exit code decides.
    expect(statuses.get('11')).toMatchObject({ state: 'exited', exitCode: 0 });
    expect(statuses.get('12')).toMatchObject({ state: 'lost', reason: { code: 'lost' } });
  });

  it('treats a single forgotten job like an empty squeue answer', async () => {
    const { runner, calls } = fakeRunner((command) =>
      command === 'squeue'
        ? { exitCode: 1, stderr: 'slurm_load_jobs error: Invalid job id specified\n' }
        : { exitCode: 1, stderr: 'slurm_load_jobs error: Invalid job id specified\n' },
    );
    const statuses = await createSlurmExecutor({ runner }).status([{ externalId: '5', workDir }]);
    expect(statuses.get('5')?.state).toBe('lost');
    expect(calls).toHaveLength(2);
  });

  it('throws instead of losing jobs when Slurm cannot be reached', async () => {
    const { runner } = fakeRunner(() => ({
      exitCode: 1,
      stderr: 'squeue: error: Unable to contact slurm controller (connect failure)',
    }));
    await expect(createSlurmExecutor({ runner }).status([{ externalId: '5', workDir }])).rejects.toMatchObject({
      code: 'SCHEDULER_ERROR',
    });
  });

  it('reports a malformed id as lost without asking Slurm', async () => {
    const { runner, calls } = fakeRunner(() => ({}));
    const statuses = await createSlurmExecutor({ runner }).status([{ externalId: '5;rm', workDir }]);
    expect(statuses.get('5;rm')?.state).toBe('lost');
    expect(calls).toHaveLength(0);
  });

  it('suspends, resumes and cancels with scontrol and scancel', async () => {
    const { runner, calls } = fakeRunner(() => ({}));
    const executor = createSlurmExecutor({ runner });
    const job = { externalId: '7', workDir };
    await executor.suspend(job);
    await executor.resume(job);
    await executor.cancel(job);
    expect(calls.map((call) => [call.command, ...call.args].join(' '))).toEqual([
      'scontrol suspend 7',
      'scontrol resume 7',
      'scancel 7',
    ]);
  });

  it("maps Slurm's refusals (recorded messages) to NOT_RUNNING, and resuming a running job to a no-op", async () => {
    const answers: Record<string, string> = {
      suspend: 'Job/step already completing or completed for job 2\n',
      resume: 'Job is not suspended for job 4\n',
    };
    const { runner } = fakeRunner((_command, args) => ({ exitCode: 1, stderr: answers[args[0] ?? ''] ?? '' }));
    const executor = createSlurmExecutor({ runner });
    await expect(executor.suspend({ externalId: '2', workDir })).rejects.toMatchObject({ code: 'NOT_RUNNING' });
    await expect(executor.resume({ externalId: '4', workDir })).resolves.toBeUndefined();
    await expect(executor.cancel({ externalId: '4', workDir })).rejects.toMatchObject({ code: 'SCHEDULER_ERROR' });
  });
});
