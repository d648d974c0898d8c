import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTE_JOB_ACTION_FROM, type ComputeJobStatus, type JobAction } from '@biocloud/contracts';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from '../../../../test/engine-server';
import { fileClient, loggedIn, type FileClient } from '../../../../test/file-api';
import { workflowApi, type WorkflowApi } from './workflow-api';

/*
 * Compute jobs' behaviour, the same with every executor (workflows-local.int.test.ts, workflows-slurm.int.test.ts),
 * on the test catalog's apps: fan (two sleeping steps, then a join that is the report) and failing (a slow step
 * beside one that fails). Every rule of spec 000 §4 for compute jobs, allowed and refused; DAG parallelism; a
 * failing step; a restart under a running workflow.
 */

const FAN = '9101';
const FAILING = '9102';

type User = { client: FileClient; api: WorkflowApi; note: string };

export function workflowBehaviourSuite(executor: 'local' | 'slurm', options: { slow?: boolean } = {}) {
  const patience = options.slow ? 90_000 : 30_000;
  const test = (name: string, body: () => Promise<void>) => it(name, body, 4 * patience);
  const env = { CATALOG_DIR: TEST_CATALOG_DIR, EXECUTOR: executor, TASK_USER_CONCURRENCY: '2' };
  let engine: EngineServer;

  const user = async (server: EngineServer): Promise<User> => {
    const client = await loggedIn(server.server);
    return {
      client,
      api: workflowApi(client, server.server.baseUrl),
      note: await client.uploadOne('0', 'note.txt', 'a note\n'),
    };
  };
  const fan = (u: User, seconds: number, jobName = 'fan') =>
    u.api.submitOk(FAN, { jobName, inputs: { note: u.note }, params: { seconds } });
  const stepStatus = (d: { steps: { key: string; status: string | null }[] }, key: string) =>
    d.steps.find((s) => s.key === key)?.status ?? null;
  const bothRunning = (u: User, id: string) =>
    u.api.waitFor(id, (d) => ['left', 'right'].every((k) => stepStatus(d, k) === 'running'), {
      timeoutMs: patience,
      what: 'both steps running',
    });
  /** Every action from the current status: the allowed one answers 200, the others JOB_ACTION_NOT_ALLOWED. */
  async function expectRefused(u: User, id: string, status: ComputeJobStatus, actions: readonly JobAction[]) {
    for (const action of actions) {
      expect(COMPUTE_JOB_ACTION_FROM[action] as readonly string[]).not.toContain(status);
      const answer = action === 'delete' ? await u.api.remove([id]) : await u.api.action(id, action);
      expect([action, answer.status, (answer.body as { code?: string }).code]).toEqual([
        action,
        409,
        'JOB_ACTION_NOT_ALLOWED',
      ]);
      expect((await u.api.detail(id)).body.status).toBe(status);
    }
  }

  beforeAll(async () => {
    engine = await startEngineServer(env);
  });
  afterAll(() => engine.close());

  test('runs independent steps at once, then the join, to FINISH with its report', async () => {
    const alice = await user(engine);
    const id = await fan(alice, 2);
    const running = await bothRunning(alice, id);
    expect(running.status).toBe('RUNNING');
    expect(stepStatus(running, 'join')).toBeNull();
    const done = await alice.api.waitForStatus(id, ['FINISH', 'FAILURE'], patience);
    expect(done.status).toBe('FINISH');
    const [left, right, join] = ['left', 'right', 'join'].map((k) => done.steps.find((s) => s.key === k)!);
    // The join started only once both its inputs were there.
    expect(Date.parse(join!.startTime!)).toBeGreaterThanOrEqual(Date.parse(left!.endTime!));
    expect(Date.parse(join!.startTime!)).toBeGreaterThanOrEqual(Date.parse(right!.endTime!));
    expect(join!.dependsOn).toEqual(['left', 'right']);
    const report = await alice.api.download(done.reportFileUuid!);
    expect(report.toString()).toMatch(/left\s+right/);
    expect(done.endTime).not.toBeNull();
    // Its steps are task jobs of the compute job, not entries of the task job list.
    const tasks = await alice.client.get<{ jobList: { id: string }[] }>(
      '/api/v1/tasks?recordNumberOfPage=10&currentPage=1',
    );
    expect(tasks.status).toBe(200);
    expect(tasks.body.jobList).toEqual([]);
  });

  test('RUNNING: pause suspends the steps and starts no new one; PAUSE: resume; refused actions keep the status', async () => {
    const alice = await user(engine);
    const id = await fan(alice, 2);
    await bothRunning(alice, id);
    await expectRefused(alice, id, 'RUNNING', ['resume', 'delete']);
    // A step cannot be acted on by itself through the task API: it follows its compute job.
    const left = (await alice.api.detail(id)).body.steps.find((s) => s.key === 'left')!;
    const stepPause = await alice.client.put<{ code: string }>(`/api/v1/tasks/${left.taskId}/pause`, {});
    expect([stepPause.status, stepPause.body.code]).toEqual([409, 'JOB_ACTION_NOT_ALLOWED']);
    expect((await alice.api.action(id, 'pause')).body).toEqual({ workflowId: id, status: 'PAUSE' });
    const paused = await alice.api.waitFor(id, (d) => ['left', 'right'].every((k) => stepStatus(d, k) === 'stop'), {
      timeoutMs: patience,
    });
    expect(paused.status).toBe('PAUSE');
    await expectRefused(alice, id, 'PAUSE', ['pause', 'stop']);
    // Longer than the steps sleep: suspended, they cannot end, and the join does not start.
    await sleep(3_000);
    const still = (await alice.api.detail(id)).body;
    expect([still.status, stepStatus(still, 'join')]).toEqual(['PAUSE', null]);
    expect((await alice.api.list({ status: ['PAUSE'] })).body.jobList.map((j) => j.id)).toContain(id);

    expect((await alice.api.action(id, 'resume')).body).toEqual({ workflowId: id, status: 'RUNNING' });
    expect((await alice.api.waitForStatus(id, ['FINISH', 'FAILURE'], patience)).status).toBe('FINISH');
    await expectRefused(alice, id, 'FINISH', ['pause', 'resume', 'stop']);
  });

  test('RUNNING and RECEIVED: stop kills every step; KILLED: only delete', async () => {
    const alice = await user(engine);
    const first = await fan(alice, 30, 'first');
    await bothRunning(alice, first);
    // Both of alice's slots are taken: the second job's steps wait, and the job stays RECEIVED.
    const second = await fan(alice, 1, 'second');
    const received = (await alice.api.detail(second)).body;
    expect(received.status).toBe('RECEIVED');
    await expectRefused(alice, second, 'RECEIVED', ['pause', 'resume', 'delete']);
    expect((await alice.api.action(second, 'stop')).body).toEqual({ workflowId: second, status: 'KILLED' });
    const stopped = (await alice.api.detail(second)).body;
    expect(stopped.steps.filter((s) => s.status !== null).every((s) => s.status === 'killed')).toBe(true);

    expect((await alice.api.action(first, 'stop')).body.status).toBe('KILLED');
    const killed = await alice.api.waitFor(
      first,
      (d) => d.steps.every((s) => s.status === 'killed' || s.status === null),
      {
        timeoutMs: patience,
      },
    );
    expect([killed.status, stepStatus(killed, 'join')]).toEqual(['KILLED', null]);
    await expectRefused(alice, first, 'KILLED', ['pause', 'resume', 'stop']);
    expect((await alice.api.hasReport([first, second])).body).toEqual({ hasReport: false, workflowIds: [] });
    expect((await alice.api.remove([first, second])).body.deleted.sort()).toEqual([first, second].sort());
    expect((await alice.api.detail(first)).status).toBe(404);
  });

  test('a failing step fails the workflow, cancels the others, and says why', async () => {
    const alice = await user(engine);
    const id = await alice.api.submitOk(FAILING, { jobName: 'failing', inputs: { note: alice.note } });
    const failed = await alice.api.waitFor(
      id,
      (d) => d.status === 'FAILURE' && d.steps.every((s) => s.status !== 'running' && s.status !== 'wait'),
      { timeoutMs: patience },
    );
    expect([stepStatus(failed, 'broken'), stepStatus(failed, 'slow'), stepStatus(failed, 'report')]).toEqual([
      'error',
      'killed',
      null,
    ]);
    expect(failed.sonWorkflow.sonWorkflowStatus).toBe('FAILURE');
    const error = (await alice.api.tab(id, 'error')).body;
    expect(error).toMatchObject({ isExitError: true, stepKey: 'broken', reason: 'exit_code' });
    expect(error.errorMessage).toContain('"broken"');
    // The RUNNING filter shows FAILURE too (spec 000 §4).
    expect((await alice.api.list({ status: ['RUNNING'] })).body.jobList.map((j) => j.id)).toContain(id);
    await expectRefused(alice, id, 'FAILURE', ['pause', 'resume', 'stop']);
    expect((await alice.api.remove([id])).status).toBe(200);
  });

  test('PAUSE and FINISH: delete removes the job, its steps and its report; others keep theirs', async () => {
    const alice = await user(engine);
    const bob = await user(engine);
    const finished = await fan(alice, 0, 'finished');
    const done = await alice.api.waitForStatus(finished, ['FINISH', 'FAILURE'], 2 * patience);
    expect(done.status).toBe('FINISH');
    // Paused steps keep their owner's slots (as paused task jobs do), so this one comes second.
    const paused = await fan(alice, 30, 'paused');
    await bothRunning(alice, paused);
    await alice.api.action(paused, 'pause');
    expect((await alice.api.hasReport([paused, finished])).body).toEqual({ hasReport: true, workflowIds: [finished] });
    // Another user's job does not exist for bob, whatever he asks.
    expect((await bob.api.detail(finished)).status).toBe(404);
    expect((await bob.api.remove([finished])).status).toBe(404);
    expect((await bob.api.hasReport([finished])).body.hasReport).toBe(false);

    expect((await alice.api.remove([paused, finished])).status).toBe(200);
    expect((await alice.api.detail(paused)).status).toBe(404);
    expect((await alice.api.bytes(`/api/v1/files/${done.reportFileUuid}/download`)).status).toBe(404);
    // The suspended steps are cancelled and their rows go.
    await expect
      .poll(
        async () =>
          Number(
            (
              await engine.server.db
                .selectFrom('tasks')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('workflow_id', 'in', [paused, finished])
                .executeTakeFirstOrThrow()
            ).n,
          ),
        { timeout: patience },
      )
      .toBe(0);
  });

  test('lists with paging, name and time search, sort; the tabs answer', async () => {
    const carol = await user(engine);
    const ids = [];
    for (const name of ['alpha_1', 'alpha_2', 'beta_1']) ids.push(await fan(carol, 0, name));
    for (const id of ids) await carol.api.waitForStatus(id, ['FINISH'], 2 * patience);
    const all = (await carol.api.list()).body;
    expect(all.jobList.map((j) => j.jobName)).toEqual(['beta_1', 'alpha_2', 'alpha_1']);
    expect(all).toMatchObject({ totalPages: 1, totalElements: 3, NoDataPageHidden: true });
    const asc = (await carol.api.list({ sortName: 'jobName', sortType: true })).body.jobList.map((j) => j.jobName);
    expect(asc).toEqual(['alpha_1', 'alpha_2', 'beta_1']);
    expect((await carol.api.list({ workflowName: 'ALPHA' })).body.totalElements).toBe(2);
    const paged = (await carol.api.list({ recordNumberOfPage: 2, currentPage: 1 })).body;
    expect([paged.jobList.length, paged.totalPages]).toEqual([1, 2]);
    expect((await carol.api.list({ startSubmitTime: '2099-01-01 00:00:00' })).body.totalElements).toBe(0);
    expect((await carol.api.list({ endSubmitTime: '2000-01-01' })).body.totalElements).toBe(0);

    const id = ids[0]!;
    const input = (await carol.api.tab<{ fileList: { content: string; fileName: string }[] }>(id, 'input')).body;
    expect(input.fileList).toEqual([expect.objectContaining({ fileName: 'note.txt', content: 'a note\n' })]);
    const params = (await carol.api.tab<{ params: { name: string; value: unknown }[] }>(id, 'params')).body;
    expect(params.params).toEqual([expect.objectContaining({ name: 'seconds', value: 0 })]);
    expect((await carol.api.tab(id, 'son-status')).body).toEqual({ sonWorkflowStatus: 'FINISH' });
    expect((await carol.api.tab(id, 'error')).body).toMatchObject({ errorMessage: '', isExitError: false });
    const output = (await carol.api.output(id)).body;
    expect(output.fileList.map((f) => `${f.stepKey}/${f.fileName}`).sort()).toEqual([
      'join/report.html',
      'left/slept.txt',
      'right/slept.txt',
    ]);
    const step = await carol.api.bytes(`/api/v1/workflows/${id}/package?taskName=left`);
    expect([step.status, step.type]).toEqual([200, 'application/zip']);
    expect((await carol.api.bytes(`/api/v1/workflows/${id}/package?taskName=nope`)).status).toBe(404);
    const anonymous = workflowApi(fileClient(engine.server.baseUrl, ''), engine.server.baseUrl);
    expect((await anonymous.list()).status).toBe(401);
  });

  describe('after a server restart', () => {
    let b: EngineServer | undefined;
    afterAll(async () => {
      await b?.close();
    });

    test('a running workflow is found again and moves on to FINISH', async () => {
      const a = await startEngineServer(env);
      const owner = await user(a);
      const id = await fan(owner, 3);
      await bothRunning(owner, id);
      await a.close({ keepVarDir: true });
      b = await startEngineServer(env, { dbUrl: a.server.dbUrl, varDir: a.varDir, removeVarDir: true });
      const again = workflowApi(fileClient(b.server.baseUrl, owner.client.token), b.server.baseUrl);
      const done = await again.waitForStatus(id, ['FINISH', 'FAILURE'], 2 * patience);
      expect(done.status).toBe('FINISH');
      expect(done.steps.map((s) => s.status)).toEqual(['success', 'success', 'success']);
    });
  });
}
