/**
 * Tool jobs run unprivileged and bounded (review R12: jobs ran as root, and 35 KB of input wrote 183 MB in 8 s).
 * Real jobs of the test catalog: a job that writes without end (one file, or many small ones) and, locally, one that
 * forks without end each fail with their own reason within seconds, leaving no process behind, and a job's program
 * runs as the job user when the server is root. job-limits.int.test.ts runs it locally, engine-slurm.int.test.ts on
 * Slurm, which has no process count of its own jobs to offer: there RLIMIT_NPROC alone bounds a fork bomb.
 */
import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANG_HEADER, type Locale } from '@biocloud/contracts';
import { lookUpJobUser } from '@biocloud/executor';
import { loggedIn } from './file-api';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from './engine-server';
import { groupProcesses, jobProcessGroup } from './proc-group';
import { taskApi, type TaskApi } from './task-api';
import en from '@biocloud/texts/en/taskEvents.json';
import zh from '@biocloud/texts/zh/taskEvents.json';

/** The review's bar: over a limit, a job ends within seconds (Slurm takes a few more to start and to report). */
const WITHIN_MS = { local: 10_000, slurm: 20_000 } as const;
const MIB = 1024 * 1024;

export function jobLimitsSuite(executor: 'local' | 'slurm') {
  let engine: EngineServer;
  let api: TaskApi;
  let token: string;
  const withinMs = WITHIN_MS[executor];

  beforeAll(async () => {
    engine = await startEngineServer({ CATALOG_DIR: TEST_CATALOG_DIR, EXECUTOR: executor, TASK_USER_CONCURRENCY: '4' });
    const client = await loggedIn(engine.server);
    token = client.token;
    api = taskApi(client, engine.server.baseUrl);
  });
  afterAll(() => engine.close());

  const workDir = (jobId: string) => path.join(engine.varDir, 'work', jobId);

  /** The text of the job's last event as a reader of `locale` sees it. */
  async function lastEventText(jobId: string, locale: Locale): Promise<string> {
    const res = await fetch(`${engine.server.baseUrl}/api/v1/tasks/${jobId}/events`, {
      headers: { token, [LANG_HEADER]: locale },
    });
    const body = (await res.json()) as { eventList: { eventContent: string }[] };
    return body.eventList.at(-1)?.eventContent ?? '';
  }

  /** Runs a job over a limit: it must fail for that reason, soon, and leave no process of its own behind. */
  async function overLimit(
    softwareId: string,
    params: Record<string, string>,
    reason: 'process_limit' | 'output_limit',
  ) {
    const jobId = await api.submitOk(softwareId, { jobName: `over_${reason}`, params });
    await api.waitFor(jobId, (d) => d.startTime !== null, { what: 'start' });
    const started = Date.now();
    const detail = await api.waitFor(jobId, (d) => d.endTime !== null, { timeoutMs: withinMs, what: 'the end' });
    const tookMs = Date.now() - started;
    expect(detail).toMatchObject({ status: 'error', reason: { code: reason } });
    expect(await lastEventText(jobId, 'en')).toContain(en.reasons[reason]);
    expect(await lastEventText(jobId, 'zh')).toContain(zh.reasons[reason]);
    const pgid = await jobProcessGroup(workDir(jobId));
    expect(pgid).toBeDefined();
    // Zombies aside: an orphan is reaped by PID 1, which some containers do late.
    const live = async () => (await groupProcesses(pgid!)).filter((p) => p.state !== 'Z').length;
    await expect.poll(live, { timeout: 5_000 }).toBe(0);
    return { jobId, tookMs, detail };
  }

  if (executor === 'local') {
    it('ends a job that forks without end at its process limit, with no process left', async () => {
      const { tookMs, detail } = await overLimit('9007', { style: 'loop' }, 'process_limit');
      expect(detail.reason?.detail).toMatch(/more than 32 processes/);
      expect(tookMs).toBeLessThan(withinMs);
    });

    it('ends a classic fork bomb as an error and kills its offspring, though its first process returned at once', async () => {
      const jobId = await api.submitOk('9007', { jobName: 'classic_bomb', params: { style: 'bomb' } });
      const detail = await api.waitFor(jobId, (d) => d.endTime !== null, { timeoutMs: withinMs, what: 'the end' });
      // Over the limit when the engine looked (it usually is by then), or else without its result: never a success.
      expect(detail.status).toBe('error');
      expect(['process_limit', 'output_missing']).toContain(detail.reason?.code);
      const pgid = await jobProcessGroup(workDir(jobId));
      const live = async () => (await groupProcesses(pgid!)).filter((p) => p.state !== 'Z').length;
      expect(await live()).toBe(0); // killed before the job was recorded as ended, not later
    });
  }

  it('ends a job that writes one endless file at its output limit', async () => {
    const { jobId, tookMs } = await overLimit('9008', { files: 'one' }, 'output_limit');
    expect(tookMs).toBeLessThan(withinMs);
    // RLIMIT_FSIZE stopped the file at the limit (4 MiB in the manifest); the results were not stored.
    expect(statSync(path.join(workDir(jobId), 'out', 'flood.txt')).size).toBeLessThanOrEqual(4 * MIB);
    expect((await api.results(jobId)).body.fileList).toEqual([]);
  });

  it('ends a job whose many small files add up to more than its output limit', async () => {
    const { jobId, detail } = await overLimit('9008', { files: 'many' }, 'output_limit');
    expect(detail.reason?.detail).toMatch(/over the limit of 4 MiB/);
    // Each file stayed below the per-file limit: the engine's count of the work dir ended it.
    expect((await readdir(path.join(workDir(jobId), 'out'))).length).toBeGreaterThan(4);
  });

  it("runs a job's program as the job user when the server is root, and a plain job after those succeeds", async () => {
    const serverUid = process.getuid!();
    const programUid = serverUid === 0 ? lookUpJobUser(engine.server.config.JOB_USER).uid : serverUid;
    const jobId = await api.submitOk('9001', { jobName: 'as_job_user', params: { seconds: 3, message: 'ok' } });
    await api.waitFor(jobId, (d) => d.startTime !== null, { what: 'start' });
    let pgid: number | undefined;
    await expect.poll(async () => (pgid = await jobProcessGroup(workDir(jobId)))).toBeDefined();
    // The wrapper (the group's leader) stays the server's; the program, `sh sleep.sh`, does not.
    const uidOf = async (pid: number) =>
      Number(/^Uid:\s+\d+\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
    const program = async () => {
      for (const { pid } of await groupProcesses(pgid!)) {
        const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        if (cmdline.includes('sleep.sh') && !cmdline.includes('/usr/bin/time')) return pid;
      }
      return undefined;
    };
    let pid: number | undefined;
    await expect.poll(async () => (pid = await program())).toBeDefined();
    expect(await uidOf(pid!)).toBe(programUid);
    expect(await uidOf(pgid!)).toBe(serverUid);
    const detail = await api.waitFor(jobId, (d) => d.endTime !== null, { what: 'the end' });
    expect(detail.status).toBe('success');
    expect((await api.results(jobId)).body.fileList.map((f) => f.fileName)).toEqual(['slept.txt']);
  });
}
