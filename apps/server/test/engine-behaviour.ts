import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'kysely';
import { TASK_JOB_ACTION_FROM, JOB_ACTIONS, type JobAction, type TaskJobStatus } from '@biocloud/contracts';
import { fileClient, loggedIn, type FileClient } from './file-api';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from './engine-server';
import { cpuTicks, groupProcesses, jobProcessGroup } from './proc-group';
import { taskApi, type TaskApi } from './task-api';
import { RESULTS_FOLDER } from '../src/modules/files/results-folder';

/*
 * The job engine's behaviour, the same with every executor: a job's life and record, failures, pause (the processes
 * really stop), resume and stop, the status machine of the contracts, per-user concurrency, restarts, and that
 * another user's job does not exist for you. engine.int.test.ts runs it locally, engine-slurm.int.test.ts on Slurm.
 */

type User = { client: FileClient; api: TaskApi };

export function engineBehaviourSuite(executor: 'local' | 'slurm', options: { slow?: boolean } = {}) {
  /** Slurm starts and reports jobs less promptly than a local process. */
  const patience = options.slow ? 60_000 : 20_000;
  /** A test waits for several jobs in turn, each within `patience`. */
  const testTimeout = 3 * patience;
  const test = (name: string, body: () => Promise<void>) => it(name, body, testTimeout);
  const env = { CATALOG_DIR: TEST_CATALOG_DIR, EXECUTOR: executor, TASK_USER_CONCURRENCY: '2' };
  let engine: EngineServer;
  let alice: User;
  let bob: User;

  const user = async (server: EngineServer): Promise<User> => {
    const client = await loggedIn(server.server);
    return { client, api: taskApi(client, server.server.baseUrl) };
  };
  const workDir = (server: EngineServer, jobId: string) => path.join(server.varDir, 'work', jobId);
  const sleepJob = (api: TaskApi, seconds: number, jobName = 'sleeper') =>
    api.submitOk('9001', { jobName, params: { seconds, message: 'rested' } });
  const spinJob = (api: TaskApi) => api.submitOk('9002', { jobName: 'spinner', params: { count: 2_000_000_000 } });
  const running = (api: TaskApi, jobId: string) =>
    api.waitFor(jobId, (d) => d.status === 'running' && d.startTime !== null, { timeoutMs: patience, what: 'start' });
  const ended = (api: TaskApi, jobId: string) =>
    api.waitFor(jobId, (d) => d.endTime !== null, { timeoutMs: patience, what: 'the end' });
  const eventKeys = async (api: TaskApi, jobId: string) =>
    (await api.events(jobId)).body.eventList.map((e) => e.eventKey);

  beforeAll(async () => {
    engine = await startEngineServer(env);
    [alice, bob] = [await user(engine), await user(engine)];
  });
  afterAll(() => engine.close());

  test('runs a job: result files in a folder of its own, need time, exit code, usage and events', async () => {
    const note = await alice.client.uploadOne('0', 'note.txt', 'hello');
    const jobId = await alice.api.submitOk('9001', {
      jobName: 'first_run',
      inputs: { note },
      params: { seconds: 1, message: 'all good' },
    });
    // While it runs, its input is a link to the stored bytes, which are read-only.
    await running(alice.api, jobId);
    const staged = path.join(workDir(engine, jobId), 'in', 'note.txt');
    expect((await lstat(staged)).isSymbolicLink()).toBe(true);
    expect((await stat(staged)).mode & 0o777).toBe(0o444);
    const detail = await ended(alice.api, jobId);
    expect(detail).toMatchObject({
      status: 'success',
      exitCode: 0,
      executor,
      reason: null,
      inputFilePath: '/note.txt',
    });
    expect(detail.needTime).toBeGreaterThanOrEqual(0);
    expect(detail.cpuSeconds).toBeGreaterThanOrEqual(0);
    expect(detail.peakMemoryKb).toBeGreaterThan(0);
    expect(detail.params).toContainEqual(expect.objectContaining({ name: 'message', value: 'all good' }));

    const results = (await alice.api.results(jobId)).body;
    expect(results.fileList.map((f) => f.fileName)).toEqual(['slept.txt']);
    expect((await alice.api.download(results.fileList[0]!.fileUuid)).toString()).toBe('all good\n');
    // A job's folder sits in the results folder of the private root (not in the root itself).
    const root = await alice.client.list('0');
    const resultsFolder = root.body.data.fileList.find((f) => f.name === RESULTS_FOLDER && f.isFolder);
    const inResults = await alice.client.list(resultsFolder?.fileUuid ?? '');
    const folder = inResults.body.data.fileList.find((f) => f.fileUuid === results.outPathId);
    expect(folder?.name).toBe(`first_run_${jobId.slice(0, 8)}`);

    expect(await eventKeys(alice.api, jobId)).toEqual(['submitted', 'started', 'outputsSaved', 'succeeded']);
    // The tool printed the stored file behind its input's link: the log names the input instead.
    const log = (await alice.api.log(jobId)).body;
    expect(log).toMatchObject({ exists: true, stdout: 'sleeping 1 s\nreading in/note.txt\nwoke up\n', stderr: '' });
    // The results are stored: the links to the inputs and the outputs' copies are gone, the logs stay.
    expect(existsSync(staged)).toBe(false);
  });

  test('ends a failing program as an error, with its exit code, reason and both logs', async () => {
    const jobId = await alice.api.submitOk('9003', { jobName: 'failing', params: { status: 3 } });
    const detail = await ended(alice.api, jobId);
    expect(detail).toMatchObject({ status: 'error', exitCode: 3, reason: { code: 'exit_code' } });
    const log = (await alice.api.log(jobId)).body;
    expect(log.stdout).toBe('about to exit 3\n');
    expect(log.stderr).toBe('something went wrong\n');
    expect(log.logStr).toContain('==> stderr <==\nsomething went wrong');
    const events = (await alice.api.events(jobId)).body.eventList;
    expect(events.at(-1)).toMatchObject({ eventKey: 'failed', eventParams: { exitCode: 3 } });
    expect(events.at(-1)?.eventContent).toContain('exit code 3');
  });

  test('ends a program whose error line holds a NUL byte, the line kept readable (PostgreSQL refuses NUL)', async () => {
    const jobId = await alice.api.submitOk('9003', { jobName: 'noisy', params: { status: 2, noise: 'yes' } });
    const detail = await ended(alice.api, jobId);
    expect(detail).toMatchObject({ status: 'error', exitCode: 2, reason: { code: 'exit_code' } });
    const events = (await alice.api.events(jobId)).body.eventList;
    const cause = events.find((event) => event.eventKey === 'logCause');
    expect(String(cause?.eventParams?.line)).toContain('near \u001f\ufffd\ufffd\b here');
  });

  test('ends a job as an error whose end cannot be recorded, instead of retrying for ever', async () => {
    // The database refuses this job's end with its details (as it refused a NUL byte), not the plain end.
    await sql`
      create function refuse_detailed_end() returns trigger language plpgsql as $$
      begin
        if new.job_name = 'unrecordable' and new.reason_detail is not null then raise exception 'refused'; end if;
        return new;
      end $$;
      create trigger refuse_detailed_end before update on tasks for each row execute function refuse_detailed_end();
    `.execute(engine.server.db);
    try {
      const jobId = await alice.api.submitOk('9003', { jobName: 'unrecordable', params: { status: 3 } });
      const detail = await ended(alice.api, jobId);
      expect(detail).toMatchObject({ status: 'error', exitCode: 3, reason: { code: 'finish_failed' } });
    } finally {
      await sql`drop trigger refuse_detailed_end on tasks; drop function refuse_detailed_end()`.execute(
        engine.server.db,
      );
    }
  });

  test('ends a program that exits 0 without its result as an error', async () => {
    const jobId = await alice.api.submitOk('9003', { jobName: 'no_result', params: { status: 0 } });
    const detail = await ended(alice.api, jobId);
    expect(detail).toMatchObject({ status: 'error', exitCode: 0, reason: { code: 'output_missing' } });
    expect(await eventKeys(alice.api, jobId)).toContain('outputMissing');
  });

  test('pauses a job (its processes stop using the CPU), resumes it and stops it', async () => {
    const jobId = await spinJob(alice.api);
    await running(alice.api, jobId);
    let pgid: number | undefined;
    await expect
      .poll(async () => (pgid = await jobProcessGroup(workDir(engine, jobId))), { timeout: patience })
      .toBeDefined();
    await expect.poll(async () => cpuTicks(await groupProcesses(pgid!)), { timeout: patience }).toBeGreaterThan(0);

    expect((await alice.api.action(jobId, 'pause')).body).toEqual({ jobId, status: 'stop' });
    await expect
      .poll(async () => (await groupProcesses(pgid!)).every((p) => p.state === 'T'), { timeout: patience })
      .toBe(true);
    const pausedTicks = cpuTicks(await groupProcesses(pgid!));
    await sleep(500);
    expect(cpuTicks(await groupProcesses(pgid!))).toBe(pausedTicks);

    expect((await alice.api.action(jobId, 'resume')).body).toEqual({ jobId, status: 'running' });
    await expect
      .poll(async () => (await groupProcesses(pgid!)).some((p) => p.state !== 'T'), { timeout: patience })
      .toBe(true);
    await expect
      .poll(async () => cpuTicks(await groupProcesses(pgid!)), { timeout: patience })
      .toBeGreaterThan(pausedTicks);

    expect((await alice.api.action(jobId, 'stop')).body).toEqual({ jobId, status: 'killed' });
    const detail = await ended(alice.api, jobId);
    expect(detail.status).toBe('killed');
    await expect.poll(async () => (await groupProcesses(pgid!)).length, { timeout: patience }).toBe(0);
    expect(await eventKeys(alice.api, jobId)).toEqual([
      'submitted',
      'started',
      'paused',
      'resumed',
      'stopped',
      'killed',
    ]);
  });

  test('allows exactly the actions of the contracts status machine in each status', async () => {
    const statuses: Partial<Record<TaskJobStatus, string>> = {};
    // Two spinners fill alice's slots (TASK_USER_CONCURRENCY=2), so a third one waits.
    const first = await spinJob(alice.api);
    const second = await spinJob(alice.api);
    statuses.wait = await spinJob(alice.api);
    await running(alice.api, first);
    await running(alice.api, second);
    statuses.running = first;
    statuses.stop = second;
    await alice.api.action(second, 'pause');
    const done = await sleepJob(alice.api, 0);
    const failed = await alice.api.submitOk('9003', { jobName: 'failing', params: { status: 1 } });
    expect((await alice.api.detail(statuses.wait)).body.status).toBe('wait');

    const tried: string[] = [];
    for (const [status, jobId] of Object.entries(statuses) as [TaskJobStatus, string][]) {
      for (const action of JOB_ACTIONS.filter(
        (a) => !(TASK_JOB_ACTION_FROM[a] as readonly string[]).includes(status),
      )) {
        const answer = await alice.api.action(jobId, action);
        expect(answer.status, `${action} when ${status}`).toBe(409);
        expect(answer.body.code).toBe('JOB_ACTION_NOT_ALLOWED');
        expect((await alice.api.detail(jobId)).body.status).toBe(status);
        tried.push(`${action}:${status}`);
      }
    }
    // The allowed ones: stop a waiting job, then stop the running one, delete the paused one.
    expect((await alice.api.action(statuses.wait, 'stop')).body.status).toBe('killed');
    expect((await alice.api.action(first, 'stop')).body.status).toBe('killed');
    expect((await alice.api.action(second, 'delete')).body.status).toBeNull();
    expect((await alice.api.detail(second)).status).toBe(404);

    // Ended jobs: success, error and killed refuse everything but delete.
    const endedJobs = { success: done, error: failed, killed: first } as const;
    for (const [status, jobId] of Object.entries(endedJobs)) {
      await alice.api.waitFor(jobId, (d) => d.status === status && d.endTime !== null, { timeoutMs: patience });
      for (const action of ['pause', 'resume', 'stop'] as JobAction[]) {
        expect((await alice.api.action(jobId, action)).status, `${action} when ${status}`).toBe(409);
      }
      expect((await alice.api.action(jobId, 'delete')).body).toEqual({ jobId, status: null });
      expect((await alice.api.list()).body.jobList.map((j) => j.id)).not.toContain(jobId);
    }
    expect(tried.length).toBeGreaterThan(0);
    // A deleted job's work dir goes too, once nothing runs in it.
    await expect.poll(() => existsSync(workDir(engine, second)), { timeout: patience }).toBe(false);
  });

  test("keeps a user's jobs beyond the concurrency limit waiting, without holding up other users", async () => {
    const carol = await user(engine);
    const jobs = [
      await sleepJob(carol.api, 4, 'one'),
      await sleepJob(carol.api, 4, 'two'),
      await sleepJob(carol.api, 0, 'three'),
    ];
    await running(carol.api, jobs[0]!);
    await running(carol.api, jobs[1]!);
    const waiting = (await carol.api.detail(jobs[2]!)).body;
    expect(waiting.status).toBe('wait');
    expect(waiting.waitReason).toEqual({ code: 'user_limit', params: { limit: 2, running: 2 } });
    await expect
      .poll(() => eventKeys(carol.api, jobs[2]!), { timeout: patience })
      .toEqual(['submitted', 'waitingForSlot']);

    // Bob's job is handed to the executor at once (on Slurm it may then queue for a CPU: that is Slurm's call).
    const other = await sleepJob(bob.api, 0, 'not_held_up');
    await bob.api.waitFor(other, (d) => d.startTime !== null, { timeoutMs: patience, what: 'dispatch' });
    expect((await carol.api.detail(jobs[2]!)).body.status).toBe('wait');
    for (const jobId of [...jobs, other])
      expect((await ended(jobId === other ? bob.api : carol.api, jobId)).status).toBe('success');
  });

  test("answers 404 for another user's job, whatever is asked", async () => {
    const jobId = await sleepJob(alice.api, 0, 'private');
    await ended(alice.api, jobId);
    const answers = [
      await bob.api.detail(jobId),
      await bob.api.log(jobId),
      await bob.api.events(jobId),
      await bob.api.results(jobId),
      ...(await Promise.all((['pause', 'resume', 'stop', 'delete'] as const).map((a) => bob.api.action(jobId, a)))),
    ];
    for (const answer of answers) expect([answer.status, answer.body.code]).toEqual([404, 'TASK_NOT_FOUND']);
    expect((await bob.api.list()).body.jobList.map((j) => j.id)).not.toContain(jobId);
    expect((await alice.api.detail(jobId)).status).toBe(200);
  });

  test('streams log appends of a running job to its owner only', async () => {
    const jobId = await spinJob(alice.api);
    const texts = { alice: [] as string[], bob: [] as string[] };
    const sockets = await Promise.all(
      (['alice', 'bob'] as const).map(async (who) => {
        const token = (who === 'alice' ? alice : bob).client.token;
        const ws = new WebSocket(`${engine.server.baseUrl.replace(/^http/, 'ws')}/api/v1/ws`, { headers: { token } });
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        ws.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString()) as { type: string; payload?: { text?: string } };
          if (message.type === 'event' && message.payload?.text) texts[who].push(message.payload.text);
        });
        ws.send(JSON.stringify({ type: 'subscribe', topic: `job:${jobId}:log` }));
        return ws;
      }),
    );
    try {
      await expect.poll(() => texts.alice.join(''), { timeout: patience }).toMatch(/progress \d+\n/);
      expect(texts.bob).toEqual([]);
    } finally {
      for (const ws of sockets) ws.terminate();
      await alice.api.action(jobId, 'stop');
      await ended(alice.api, jobId);
    }
  });

  test('starts a submitted job on the NOTIFY, not at the next safety tick', async () => {
    const jobId = await sleepJob(bob.api, 0, 'prompt');
    // Started, whether it is still running or (a 0 s job) already ended.
    const detail = await bob.api.waitFor(jobId, (d) => d.startTime !== null, { timeoutMs: patience, what: 'start' });
    const latency = Date.parse(detail.startTime!) - Date.parse(detail.createTime);
    // The safety tick is 30 s; a job started well before it was woken.
    expect(latency).toBeLessThan(5_000);
  });

  describe('after a server restart', () => {
    let a: EngineServer;
    let b: EngineServer | undefined;
    afterAll(async () => {
      await b?.close();
    });

    test('finds running jobs again and finishes each once; a job whose processes vanished ends as an error', async () => {
      a = await startEngineServer(env);
      const owner = await user(a);
      const survivor = await sleepJob(owner.api, 3, 'survivor');
      const victim = await spinJob(owner.api);
      await running(owner.api, survivor);
      await running(owner.api, victim);
      let pgid: number | undefined;
      await expect
        .poll(async () => (pgid = await jobProcessGroup(workDir(a, victim))), { timeout: patience })
        .toBeDefined();
      const { external_id: victimJob } = await a.server.db
        .selectFrom('tasks')
        .select('external_id')
        .where('id', '=', victim)
        .executeTakeFirstOrThrow();
      await a.close({ keepVarDir: true });

      // While no server watches, the victim's processes are killed from outside: no exit code is left behind.
      if (executor === 'local') process.kill(-pgid!, 'SIGKILL');
      else execFileSync('scancel', ['--signal=KILL', '--full', victimJob!]);

      b = await startEngineServer(env, { dbUrl: a.server.dbUrl, varDir: a.varDir, removeVarDir: true });
      const again = taskApi(fileClient(b.server.baseUrl, owner.client.token), b.server.baseUrl);
      const finished = await again.waitFor(survivor, (d) => d.endTime !== null, { timeoutMs: patience });
      expect(finished.status).toBe('success');
      const keys = await eventKeys(again, survivor);
      expect(keys.filter((k) => k === 'started')).toHaveLength(1);
      expect(keys.filter((k) => k === 'succeeded')).toHaveLength(1);
      expect(keys).toContain('recovered');
      expect((await again.results(survivor)).body.fileList.map((f) => f.fileName)).toEqual(['slept.txt']);

      const lost = await again.waitFor(victim, (d) => d.endTime !== null, { timeoutMs: patience });
      expect(lost.status).toBe('error');
      // Locally the processes are simply gone; Slurm knows the job was signalled from outside.
      expect(lost.reason?.code).toBe(executor === 'local' ? 'lost' : 'cancelled');
    });
  });
}
