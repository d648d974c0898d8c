import { JOB_ACTION_NOT_ALLOWED } from '@biocloud/contracts';
import { describe, expect, it } from 'vitest';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import type { Catalog } from '../catalog/catalog-loader';
import type { TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import type { FilesData } from '../files/files-data';
import { taskRow } from '../../../test/fakes/task-row';
import { fakeTasks } from '../../../test/fakes/tasks';
import { unused } from '../../../test/fakes/unused';
import { createTasksService } from './tasks.service';

/*
 * The task service's decisions on an in-memory tasks table: which actions the state machine lets through, what they
 * write, and why a waiting task waits. The HTTP tier (tasks-api.int.test.ts) covers the same routes on a database.
 */

const alice: Caller = { id: 'alice', isAdmin: false, region: 'CN' };
const limits = { userConcurrency: 2, maxRunning: 4 };

function serviceOn(fake: ReturnType<typeof fakeTasks>) {
  return createTasksService({
    tasksRepo: fake.repo,
    transact: fake.transact,
    catalog: {
      catalog: unused<Catalog>('catalog', { byId: new Map() }),
      availability: new Map(),
    } satisfies LoadedCatalog,
    files: unused<FilesData>('files'),
    texts: unused<TextBundles>('texts'),
    limits,
  });
}

describe('tasks service act', () => {
  it('pauses a running task: the status the state machine gives, with a paused event', async () => {
    const task = taskRow({ user_id: alice.id, status: 'running' });
    const fake = fakeTasks([task]);
    await expect(serviceOn(fake).act(alice, task.id, 'pause')).resolves.toEqual({ jobId: task.id, status: 'stop' });
    expect(fake.changes).toEqual([{ id: task.id, changes: { status: 'stop' }, events: [{ key: 'paused' }] }]);
  });

  it('ends a waiting task at once when it is stopped, since it has nothing to wait for', async () => {
    const task = taskRow({ user_id: alice.id, status: 'wait' });
    const fake = fakeTasks([task]);
    await expect(serviceOn(fake).act(alice, task.id, 'stop')).resolves.toEqual({ jobId: task.id, status: 'killed' });
    expect(fake.rows.get(task.id)?.status).toBe('killed');
    expect(fake.rows.get(task.id)?.end_time).toBeInstanceOf(Date);
    expect(fake.changes[0]?.events).toEqual([{ key: 'stopped' }]);
  });

  it('stops a running task without an end time: the monitor records the end when the program is gone', async () => {
    const task = taskRow({ user_id: alice.id, status: 'running' });
    const fake = fakeTasks([task]);
    await serviceOn(fake).act(alice, task.id, 'stop');
    expect(fake.rows.get(task.id)).toMatchObject({ status: 'killed', end_time: null });
  });

  it('deletes an ended task: marked deleted, no event, no status left', async () => {
    const task = taskRow({ user_id: alice.id, status: 'success' });
    const fake = fakeTasks([task]);
    await expect(serviceOn(fake).act(alice, task.id, 'delete')).resolves.toEqual({ jobId: task.id, status: null });
    expect(fake.changes).toEqual([{ id: task.id, changes: { deleted: true }, events: [] }]);
  });

  it('refuses an action the state machine does not allow, with the current status, and writes nothing', async () => {
    const task = taskRow({ user_id: alice.id, status: 'wait' });
    const fake = fakeTasks([task]);
    await expect(serviceOn(fake).act(alice, task.id, 'pause')).rejects.toMatchObject({
      code: JOB_ACTION_NOT_ALLOWED,
      statusCode: 409,
      details: { status: 'wait' },
    });
    expect(fake.changes).toEqual([]);
  });

  it("refuses a workflow step's task: it follows its compute job", async () => {
    const task = taskRow({ user_id: alice.id, status: 'running', workflow_id: 'wf1' });
    const fake = fakeTasks([task]);
    await expect(serviceOn(fake).act(alice, task.id, 'pause')).rejects.toMatchObject({ code: JOB_ACTION_NOT_ALLOWED });
    expect(fake.changes).toEqual([]);
  });

  it.each([
    ['another user', taskRow({ user_id: 'bob', status: 'running' })],
    ['a deleted task', taskRow({ user_id: alice.id, status: 'running', deleted: true })],
  ])('answers TASK_NOT_FOUND for %s, as for one that never was', async (_, task) => {
    const fake = fakeTasks([task]);
    await expect(serviceOn(fake).act(alice, task.id, 'stop')).rejects.toMatchObject({
      code: 'TASK_NOT_FOUND',
      statusCode: 404,
    });
    expect(fake.rows.get(task.id)?.status).toBe('running');
  });

  it('answers TASK_NOT_FOUND for an id that is not one, without looking it up', async () => {
    const fake = fakeTasks();
    await expect(serviceOn(fake).act(alice, 'not-a-uuid', 'stop')).rejects.toMatchObject({ code: 'TASK_NOT_FOUND' });
  });

  it('answers TASK_NOT_FOUND when the task went between the check and the lock', async () => {
    const task = taskRow({ user_id: alice.id, status: 'running' });
    const fake = fakeTasks([task]);
    const service = createTasksService({
      ...{ tasksRepo: fake.repo, catalog: { catalog: unused<Catalog>('catalog'), availability: new Map() } },
      transact: (work) => fake.transact((tx) => work({ ...tx, lock: async () => undefined })),
      files: unused<FilesData>('files'),
      texts: unused<TextBundles>('texts'),
      limits,
    });
    await expect(service.act(alice, task.id, 'stop')).rejects.toMatchObject({ code: 'TASK_NOT_FOUND' });
    expect(fake.changes).toEqual([]);
  });
});

describe('tasks service wait info', () => {
  const waiting = taskRow({ user_id: alice.id, status: 'wait' });
  const detail = (fake: ReturnType<typeof fakeTasks>) => serviceOn(fake).detail(alice, waiting.id, 'en');

  it('says the user is at their own limit before anything else', async () => {
    const fake = fakeTasks([waiting]);
    fake.setQueue({ userRunning: 2, allRunning: 4, ahead: 3 });
    await expect(detail(fake)).resolves.toMatchObject({
      queuePosition: 4,
      waitReason: { code: 'user_limit', params: { limit: 2, running: 2 } },
    });
  });

  it('says the instance is full when the user has a slot but the instance has none', async () => {
    const fake = fakeTasks([waiting]);
    fake.setQueue({ userRunning: 1, allRunning: 4, ahead: 0 });
    await expect(detail(fake)).resolves.toMatchObject({
      queuePosition: 1,
      waitReason: { code: 'capacity', params: { limit: 4 } },
    });
  });

  it('gives the place in the queue otherwise', async () => {
    const fake = fakeTasks([waiting]);
    fake.setQueue({ userRunning: 1, allRunning: 3, ahead: 5 });
    await expect(detail(fake)).resolves.toMatchObject({
      queuePosition: 6,
      waitReason: { code: 'queue', params: { position: 6 } },
    });
  });

  it('has no queue for a task that is not waiting', async () => {
    const running = taskRow({ user_id: alice.id, status: 'running' });
    const fake = fakeTasks([running]);
    fake.setQueue({ userRunning: 2, allRunning: 4, ahead: 3 });
    await expect(serviceOn(fake).detail(alice, running.id, 'en')).resolves.toMatchObject({
      queuePosition: null,
      waitReason: null,
    });
  });
});
