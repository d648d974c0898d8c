import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DASHBOARD_JOB_DAYS, type DashboardResponse } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffClient, staffProject, type Client } from '../projects/test-support/project-clients';
import { recordStorageHistory } from './dashboard.repository';

/*
 * The dashboard's figures: the caller's own jobs by status (a compute job's steps and deleted jobs not counted, as
 * their lists do not show them), the jobs per day, the storage per day from the history table.
 */

let server: TestServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  server = await startTestServer();
  alice = await loggedIn(server);
  bob = await loggedIn(server);
});
afterAll(() => server?.close());

async function task(userId: string, status: string, extra: { deleted?: boolean; daysAgo?: number } = {}) {
  await sql`insert into tasks (user_id, job_name, soft_id, tool_id, params, inputs, status, deleted, create_time)
    values (${userId}, 'job', '1', 'tool', '{}', '{}', ${status}, ${extra.deleted ?? false},
            now() - make_interval(days => ${extra.daysAgo ?? 0}))`.execute(server.db);
}

const summary = async (client: FileClient) => {
  const answer = await client.get<DashboardResponse>('/api/v1/dashboard');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/v1/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await fetch(`${server.baseUrl}/api/v1/dashboard`)).status).toBe(401);
  });

  it('counts the caller’s task jobs by status and by day, leaving out deleted ones and others’', async () => {
    await task(alice.user.id, 'success');
    await task(alice.user.id, 'success', { daysAgo: 2 });
    await task(alice.user.id, 'error');
    await task(alice.user.id, 'running', { daysAgo: 1 });
    await task(alice.user.id, 'success', { deleted: true });
    await task(alice.user.id, 'success', { daysAgo: DASHBOARD_JOB_DAYS + 3 });
    await task(bob.user.id, 'error');

    const body = await summary(alice);
    expect(body.taskCounts).toEqual({ success: 3, running: 1, killed: 0, error: 1, stop: 0, wait: 0 });
    expect(body.computeCounts).toEqual({ RECEIVED: 0, RUNNING: 0, PAUSE: 0, KILLED: 0, FAILURE: 0, FINISH: 0 });
    expect(body.projectCounts).toEqual({ notStarted: 0, inProgress: 0, completed: 0 });
    expect(body.jobsByDay).toHaveLength(DASHBOARD_JOB_DAYS);
    const [today, yesterday, before] = [...body.jobsByDay].reverse();
    expect(today!.counts).toEqual({ finished: 1, failed: 1, killed: 0, active: 0 });
    expect(yesterday!.counts).toEqual({ finished: 0, failed: 0, killed: 0, active: 1 });
    expect(before!.counts).toEqual({ finished: 1, failed: 0, killed: 0, active: 0 });
    expect((await summary(bob)).taskCounts.error).toBe(1);
  });

  it('counts projects as the caller’s project list holds them: own and joined ones, every project for staff', async () => {
    const staff = await staffClient(server);
    await staffProject(staff, bob, 'Bob dashboard project');
    await staffProject(staff, await loggedIn(server), 'Carol dashboard project');
    const total = Number((await sql<{ n: string }>`select count(*) as n from projects`.execute(server.db)).rows[0]!.n);
    const projects = async (client: FileClient) =>
      Object.values((await summary(client)).projectCounts).reduce((sum, n) => sum + n, 0);
    expect(await projects(bob)).toBe(1);
    expect(await projects(alice)).toBe(0);
    expect(total).toBeGreaterThan(1);
    expect(await projects(staff)).toBe(total);
  });

  it('charts storage from the history: past days as recorded, today as it is now', async () => {
    await sql`insert into storage_history (user_id, day, used_bytes)
      values (${alice.user.id}, current_date - 3, 1000), (${alice.user.id}, current_date - 1, 5000)`.execute(server.db);
    await alice.uploadOne('0', 'a.txt', 'x'.repeat(123));
    const points = (await summary(alice)).storageByDay;
    expect(points.map((p) => p.usedBytes)).toEqual([1000, 5000, 123]);
    // The background step writes every user's day; a second write of the day replaces the first.
    await recordStorageHistory(server.db);
    const bobs = await server.db.selectFrom('storage_history').selectAll().where('user_id', '=', bob.user.id).execute();
    expect(bobs.map((row) => Number(row.used_bytes))).toEqual([0]);
  });
});
