import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutorJobSpec, JobRef } from './executor';
import { makeTempRoot, readLog, statusOf, waitFor, waitForState } from './int-test-support';
import { createLocalExecutor } from './local-executor';
import { groupExists, groupMembers, readProcStat } from './process-group';

const GRACE_SECONDS = 2;
const resources = { cpus: 1, memoryMb: 512, timeLimitSeconds: 60 };

for (const shell of ['/bin/sh', '/bin/bash']) {
  describe(`local executor, wrapper run by ${shell}`, () => {
    const executor = createLocalExecutor({ killGraceSeconds: GRACE_SECONDS, shell });
    const started: JobRef[] = [];
    let temp: Awaited<ReturnType<typeof makeTempRoot>>;
    let count = 0;

    async function submit(argv: string[], changes: Partial<ExecutorJobSpec> = {}): Promise<JobRef> {
      count += 1;
      const workDir = await temp.newWorkDir(`job-${count}`);
      const job = await executor.submit({ taskId: `t${count}`, workDir, argv, resources, ...changes });
      started.push(job);
      return job;
    }

    beforeAll(async () => {
      temp = await makeTempRoot('biocloud-local-it-');
    });

    afterEach(async () => {
      // Nothing a test started outlives it, whatever the test did.
      await Promise.all(started.splice(0).map((job) => executor.cancel(job)));
    });

    afterAll(async () => {
      await temp.remove();
    });

    it('runs argv, captures stdout and stderr, and records exit code, times and usage', async () => {
      const job = await submit(['sh', '-c', 'echo hi; echo oops >&2; exit 3']);
      expect(job.externalId).toMatch(/^\d+$/);
      const status = await waitForState(executor, job, 'exited');
      expect(status).toMatchObject({ state: 'exited', exitCode: 3, usage: { source: 'gnu-time' } });
      expect(status.reason).toBeUndefined();
      expect(status.usage?.peakMemoryKb).toBeGreaterThan(0);
      expect(status.startedAt!.getTime()).toBeLessThanOrEqual(status.endedAt!.getTime());
      expect(await readLog(job.workDir, 'stdout.log')).toBe('hi\n');
      expect(await readLog(job.workDir, 'stderr.log')).toBe('oops\n');
      // The externalId is the wrapper's process group, as its marker says.
      const marker = await readFile(`${job.workDir}/.biocloud/pid`, 'utf8');
      expect(marker).toContain(`pgid=${job.externalId}\n`);
    });

    it('passes argv literally: spaces, quotes, $(...), backticks, ; and newlines', async () => {
      const words = [
        'a b',
        "it's",
        '"dq"',
        '$(touch pwned)',
        '`id`',
        'x; touch pwned',
        '\\',
        'new\nline',
        '*',
        '',
        '$HOME',
      ];
      const job = await submit(['printf', '%s\\0', ...words]);
      expect(await waitForState(executor, job, 'exited')).toMatchObject({ exitCode: 0 });
      const out = await readLog(job.workDir, 'stdout.log');
      expect(out.split('\0').slice(0, -1)).toEqual(words);
      await expect(readFile(`${job.workDir}/pwned`)).rejects.toThrow(/ENOENT/);
    });

    it("gives the job its env and not the server's", async () => {
      process.env.BIOCLOUD_TEST_SECRET = 'server-only';
      try {
        const job = await submit(['sh', '-c', 'echo "${BIOCLOUD_TEST_SECRET-unset} $FOO"'], { env: { FOO: "b'ar" } });
        await waitForState(executor, job, 'exited');
        expect(await readLog(job.workDir, 'stdout.log')).toBe("unset b'ar\n");
      } finally {
        delete process.env.BIOCLOUD_TEST_SECRET;
      }
    });

    it('suspends (the group is stopped), resumes and cancels a long job', async () => {
      const job = await submit(['sleep', '30']);
      const pgid = Number(job.externalId);
      await waitFor(
        'the program to start',
        () => groupMembers(pgid),
        (members) => members.length >= 3,
      );

      await executor.suspend(job);
      await waitForState(executor, job, 'suspended');
      const stopped = await groupMembers(pgid);
      expect(stopped.map((member) => member.state)).toEqual(stopped.map(() => 'T'));

      await executor.resume(job);
      await waitForState(executor, job, 'running');
      expect((await readProcStat(pgid))?.state).not.toBe('T');

      const cancelledAt = Date.now();
      await executor.cancel(job);
      expect(Date.now() - cancelledAt).toBeLessThan(GRACE_SECONDS * 1000);
      await expectGroupGone(pgid);
      expect(await statusOf(executor, job)).toMatchObject({
        state: 'exited',
        exitCode: 143,
        reason: { code: 'cancelled' },
      });
    });

    it('cancels a suspended job', async () => {
      const job = await submit(['sleep', '30']);
      await executor.suspend(job);
      await waitForState(executor, job, 'suspended');
      await executor.cancel(job);
      await expectGroupGone(Number(job.externalId));
      expect((await statusOf(executor, job)).reason?.code).toBe('cancelled');
    });

    it('kills a job that ignores SIGTERM after the grace period', async () => {
      const job = await submit(['sh', '-c', 'trap "" TERM; echo ready; while :; do sleep 1; done']);
      await waitFor(
        'the trap',
        () => readLog(job.workDir, 'stdout.log').catch(() => ''),
        (out) => out === 'ready\n',
      );
      const cancelledAt = Date.now();
      await executor.cancel(job);
      expect(Date.now() - cancelledAt).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000);
      await expectGroupGone(Number(job.externalId));
      expect(await statusOf(executor, job)).toMatchObject({ state: 'exited', reason: { code: 'cancelled' } });
    });

    it('ends a job at its time limit, with the reason', async () => {
      const job = await submit(['sleep', '30'], { resources: { ...resources, timeLimitSeconds: 1 } });
      const status = await waitForState(executor, job, 'exited', { timeoutMs: 10_000 });
      expect(status).toMatchObject({
        exitCode: 143,
        reason: { code: 'time_limit', message: 'time limit of 1 s reached' },
      });
      await expectGroupGone(Number(job.externalId), GRACE_SECONDS * 1000 + 2_000);
    });

    it('ends a job that ignores SIGTERM at its time limit too', async () => {
      const job = await submit(['sh', '-c', 'trap "" TERM; while :; do sleep 1; done'], {
        resources: { ...resources, timeLimitSeconds: 1 },
      });
      const status = await waitForState(executor, job, 'exited', { timeoutMs: 10_000 });
      expect(status.reason).toEqual({ code: 'time_limit', message: 'time limit of 1 s reached' });
      await expectGroupGone(Number(job.externalId), GRACE_SECONDS * 1000 + 2_000);
    });

    it('does not count time suspended against the time limit', async () => {
      // Suspended longer than the whole limit, while its running time keeps 2 s of margin for a loaded machine.
      const job = await submit(['sleep', '1'], { resources: { ...resources, timeLimitSeconds: 3 } });
      await sleep(300);
      await executor.suspend(job);
      await waitForState(executor, job, 'suspended');
      await sleep(3_500);
      await executor.resume(job);
      const status = await waitForState(executor, job, 'exited', { timeoutMs: 10_000 });
      expect(status).toMatchObject({ exitCode: 0 });
      expect(status.reason).toBeUndefined();
    });

    it('enforces the memory limit (an allocation fails)', async () => {
      const allocate = ['perl', '-e', '$x = "a" x (300 * 1024 * 1024); print length($x)'];
      const small = await submit(allocate, { resources: { ...resources, memoryMb: 100 } });
      const large = await submit(allocate, { resources: { ...resources, memoryMb: 1024 } });
      expect((await waitForState(executor, small, 'exited')).exitCode).not.toBe(0);
      expect(await readLog(small.workDir, 'stderr.log')).toMatch(/Out of memory/);
      expect(await waitForState(executor, large, 'exited')).toMatchObject({ exitCode: 0 });
    });

    it('recovers from a new executor: re-attaches to a running job, reads the exit of a finished one', async () => {
      const running = await submit(['sleep', '30']);
      const finished = await submit(['sh', '-c', 'exit 7']);
      await waitForState(executor, finished, 'exited');

      const afterRestart = createLocalExecutor({ killGraceSeconds: GRACE_SECONDS, shell });
      expect(await afterRestart.recover(running)).toMatchObject({ state: 'running' });
      expect(await afterRestart.recover(finished)).toMatchObject({ state: 'exited', exitCode: 7 });
      await afterRestart.suspend(running);
      expect(await afterRestart.recover(running)).toMatchObject({ state: 'suspended' });
      await afterRestart.cancel(running);
      expect(await afterRestart.recover(running)).toMatchObject({ state: 'exited', reason: { code: 'cancelled' } });
    });

    it('reports lost, with the reason, for a job whose group is gone or is not its own', async () => {
      const workDir = await temp.newWorkDir(`lost-${count++}`);
      const dead = await afterExit(spawn('true'));
      expect(await executor.recover({ externalId: String(dead), workDir })).toMatchObject({
        state: 'lost',
        reason: { code: 'lost', message: expect.stringContaining('no exit code') as unknown },
      });
      // Never a group id that would make kill(-pgid) mean something else.
      for (const externalId of ['0', '1', '-5', 'abc']) {
        expect((await executor.recover({ externalId, workDir })).state).toBe('lost');
        await executor.cancel({ externalId, workDir });
      }
      // A live process group that is not this job's wrapper (a reused pgid) is not taken for it.
      const stranger = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
      try {
        expect(await executor.recover({ externalId: String(stranger.pid), workDir })).toMatchObject({ state: 'lost' });
        await expect(executor.suspend({ externalId: String(stranger.pid), workDir })).rejects.toMatchObject({
          code: 'NOT_RUNNING',
        });
      } finally {
        stranger.kill('SIGKILL');
      }
    });

    it('tells onJobEnded at once when its jobs end, also many short ones with a wall-clock limit', async () => {
      // Many at once make the race between a program's end and its watchdog's start likely: the watchdog must stop
      // at once whenever the program ends, never wait out its nap of timeLimitSeconds.
      const count = 150;
      const ended = new Set<string>();
      const stopListening = executor.onJobEnded!((job) => ended.add(job.externalId));
      try {
        const jobs = await Promise.all(Array.from({ length: count }, () => submit(['true'])));
        await waitFor(
          `${count} jobs to be reported ended`,
          async () => jobs.filter((job) => ended.has(job.externalId)).length,
          (n) => n === count,
          { timeoutMs: (resources.timeLimitSeconds / 2) * 1000 },
        );
        const statuses = await executor.status(jobs);
        expect(jobs.map((job) => statuses.get(job.externalId)?.exitCode)).toEqual(jobs.map(() => 0));
      } finally {
        stopListening();
      }
      // A removed listener is not told of a later job's end, while one still registered is.
      const stillListening = new Set<string>();
      const stop = executor.onJobEnded!((job) => stillListening.add(job.externalId));
      try {
        const later = await submit(['true']);
        await waitFor('the later job to be reported', async () => stillListening.has(later.externalId), Boolean);
        expect(ended.has(later.externalId)).toBe(false);
      } finally {
        stop();
      }
    });

    it('counts the tasks of a running job, and kills what its program leaves running when it ends', async () => {
      const job = await submit(['sh', '-c', 'sleep 600 & sleep 600 & sleep 1']);
      const pgid = Number(job.externalId);
      // The wrapper, GNU time, the program and its three sleeps (the watchdog and its nap too).
      const running = await waitFor(
        'the sleeps',
        () => statusOf(executor, job),
        (s) => (s.tasks ?? 0) >= 6,
      );
      expect(running.state).toBe('running');
      const ended = await waitForState(executor, job, 'exited');
      expect(ended.exitCode).toBe(0);
      expect(ended.tasks).toBeGreaterThanOrEqual(2); // the two `sleep 600`, killed by that look
      await expectGroupGone(pgid);
    });

    it('runs one job per work dir', async () => {
      const job = await submit(['true']);
      await expect(
        executor.submit({ taskId: 'again', workDir: job.workDir, argv: ['true'], resources }),
      ).rejects.toMatchObject({ code: 'WORK_DIR_IN_USE' });
    });
  });
}

/**
 * No process of the group is left. Zombies are tolerated: a process whose parent died with it is handed to PID 1, and
 * in some containers PID 1 reaps late; the executor ignores zombies too (process-group.ts).
 */
async function expectGroupGone(pgid: number, timeoutMs = 1_000): Promise<void> {
  const live = async () => (groupExists(pgid) ? (await groupMembers(pgid)).filter((p) => p.state !== 'Z') : []);
  await waitFor(`process group ${pgid} to be gone`, live, (members) => members.length === 0, { timeoutMs });
}

function afterExit(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => child.on('exit', () => resolve(child.pid!)));
}
