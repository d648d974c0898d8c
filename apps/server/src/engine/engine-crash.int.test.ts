/**
 * Review R5: the server killed (SIGKILL) while local jobs run. A job that ends while the server is down is finished
 * from its work dir when the server is back (success, with its results); and a job started in the window between
 * its spawn and the record of its process group, which used to be failed as "interrupted" although it ran, is found
 * again through the wrapper's marker and finished the same way.
 */
import { existsSync, mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_DIR, JOB_FILES } from '@biocloud/executor';
import { createDatabase, type Database } from '../db/database';
import { realtimeNotifySql } from '../realtime/realtime';
import { TEST_CATALOG_DIR } from '../../test/engine-server';
import { createUser, login } from '../../test/factories';
import { fileClient } from '../../test/file-api';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { taskApi, type TaskApi } from '../../test/task-api';
import { createTestDatabase } from '../../test/test-server';

const UNTIL_STARTED_MS = 20_000;

describe('local jobs across a kill -9 of the server', () => {
  let server: ServerProcess;
  let db: Database;
  let dbUrl: string;
  let api: TaskApi;
  let varDir: string;

  beforeAll(async () => {
    dbUrl = await createTestDatabase();
    varDir = mkdtempSync(path.join(os.tmpdir(), 'biocloud-crash-'));
    chmodSync(varDir, 0o755);
    // Two jobs at a time per user: the second test holds two tasks back until their window is set up.
    server = await startServerProcess({
      DATABASE_URL: dbUrl,
      VAR_DIR: varDir,
      CATALOG_DIR: TEST_CATALOG_DIR,
      MONITOR_INTERVAL_MS: '100',
      TASK_USER_CONCURRENCY: '2',
    });
    ({ db } = createDatabase(dbUrl, 3));
    const user = await createUser(db);
    const { token } = await login(server.baseUrl, user);
    api = taskApi(fileClient(server.baseUrl, token!), server.baseUrl);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    rmSync(varDir, { recursive: true, force: true });
  });

  const jobFile = (jobId: string, file: keyof typeof JOB_FILES) =>
    path.join(varDir, 'work', jobId, JOB_DIR, JOB_FILES[file]);
  const sleeper = (seconds: number, message: string) =>
    api.submitOk('9001', { jobName: message, params: { seconds, message } });
  const groupOf = (jobId: string) => Number(/pgid=(\d+)/.exec(readFileSync(jobFile(jobId, 'marker'), 'utf8'))?.[1]);
  const eventKeys = async (jobId: string) => (await api.events(jobId)).body.eventList.map((e) => e.eventKey);
  const until = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = UNTIL_STARTED_MS) => {
    await expect.poll(done, { timeout: timeoutMs, interval: 50, message: what }).toBe(true);
  };

  /** The job's end after the restart: a success with its one result, not an "interrupted" error. */
  async function expectSucceeded(jobId: string, message: string): Promise<void> {
    const detail = await api.waitFor(jobId, (d) => d.endTime !== null, { timeoutMs: 30_000, what: 'the end' });
    const keys = await eventKeys(jobId);
    expect(detail, keys.join(',')).toMatchObject({ status: 'success', exitCode: 0, reason: null });
    expect(keys).not.toContain('dispatchFailed');
    expect(keys.filter((key) => key === 'started')).toHaveLength(1);
    const results = (await api.results(jobId)).body.fileList;
    expect(results.map((f) => f.fileName)).toEqual(['slept.txt']);
    expect((await api.download(results[0]!.fileUuid)).toString()).toBe(`${message}\n`);
  }

  it('finishes a job that ended while the server was down from its work dir', async () => {
    const jobId = await sleeper(2, 'ended_while_down');
    await api.waitFor(jobId, (d) => d.startTime !== null, { timeoutMs: UNTIL_STARTED_MS, what: 'the start' });
    await server.kill();
    await until('the job to end with the server down', () => existsSync(jobFile(jobId, 'exitCode')));
    await server.restart();
    await expectSucceeded(jobId, 'ended_while_down');
    expect(await eventKeys(jobId)).toContain('recovered');
  });

  it('finds the jobs the server started but died before recording, ended or still running, and finishes them', async () => {
    // Two blockers hold both slots; the two tasks after them wait, and have said so.
    const blockers = [await sleeper(600, 'blocker_1'), await sleeper(600, 'blocker_2')];
    for (const jobId of blockers) {
      await api.waitFor(jobId, (d) => d.startTime !== null, { timeoutMs: UNTIL_STARTED_MS, what: 'the start' });
    }
    const [quick, slow] = [await sleeper(1, 'ended_in_the_window'), await sleeper(12, 'running_in_the_window')];
    for (const jobId of [quick, slow]) {
      await until('a wait for a slot', async () => (await eventKeys(jobId)).includes('waitingForSlot'));
    }

    // The window, for real: no task event can be written, so a start is never recorded once its job is spawned.
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE task_events IN EXCLUSIVE MODE');
      // Free the slots by ending the blockers' rows (their processes are killed below), and wake the dispatcher.
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .updateTable('tasks')
          .set({ status: 'error', end_time: new Date() })
          .where('id', 'in', blockers)
          .returningAll()
          .execute();
        const change = { kind: 'task', jobId: rows[0]!.id, status: 'error', deleted: false } as const;
        await realtimeNotifySql('jobs', rows[0]!.user_id, change).execute(trx);
      });
      await until('both to be spawned', () => [quick, slow].every((jobId) => existsSync(jobFile(jobId, 'marker'))));
      await server.kill();
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    for (const jobId of blockers) process.kill(-groupOf(jobId), 'SIGKILL');
    for (const jobId of [quick, slow]) {
      const left = await db.selectFrom('tasks').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      expect(left).toMatchObject({ status: 'running', external_id: null, end_time: null });
    }
    await until('the quick one to end with the server down', () => existsSync(jobFile(quick, 'exitCode')));

    await server.restart();
    // Re-attached while it runs: the engine watches the very process group the crash left behind.
    expect(existsSync(jobFile(slow, 'exitCode'))).toBe(false);
    const watched = () => db.selectFrom('tasks').select('external_id').where('id', '=', slow).executeTakeFirst();
    await expect.poll(async () => (await watched())?.external_id, { timeout: 10_000 }).toBe(String(groupOf(slow)));
    await expectSucceeded(quick, 'ended_in_the_window');
    await expectSucceeded(slow, 'running_in_the_window');
  }, 60_000);
});
