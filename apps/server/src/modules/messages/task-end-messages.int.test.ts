import { describe, expect, it } from 'vitest';
import { TEST_CATALOG_DIR } from '../../../test/engine-server';
import { useTaskEngine } from '../../../test/task-engine';

/*
 * A task job's end tells its owner once: a success and a failure each give one message naming the job and linking
 * to it; a job the user stopped gives none (their own doing). The test catalog's tools: sleep and fail.
 */

const SLEEP = '9001';
const FAIL = '9003';

describe('messages on a task job end', () => {
  const jobs = useTaskEngine({ CATALOG_DIR: TEST_CATALOG_DIR, EXECUTOR: 'local', TASK_USER_CONCURRENCY: '4' });
  /** The messages of the owner of a task job. */
  const messagesOfOwner = (taskId: string) =>
    jobs.engine.server.db
      .selectFrom('messages')
      .select(['kind', 'params'])
      .where('user_id', '=', (eb) => eb.selectFrom('tasks').select('user_id').where('id', '=', taskId))
      .orderBy('created_at')
      .execute();

  it('a success and a failure are told once each, a stop not at all', { timeout: 60_000 }, async () => {
    const ok = await jobs.api.submitOk(SLEEP, { jobName: 'nap', params: { seconds: 0 } });
    const bad = await jobs.api.submitOk(FAIL, { jobName: 'crash', params: { status: 3 } });
    const stopped = await jobs.api.submitOk(SLEEP, { jobName: 'long_nap', params: { seconds: 60 } });
    expect((await jobs.api.waitForStatus(ok, ['success', 'error'])).status).toBe('success');
    expect((await jobs.api.waitForStatus(bad, ['success', 'error'])).status).toBe('error');
    await jobs.api.waitForStatus(stopped, ['running']);
    expect((await jobs.api.action(stopped, 'stop')).status).toBe(200);
    await jobs.api.waitForStatus(stopped, ['killed']);
    // Deleting an ended job changes its row again: that is no second end.
    expect((await jobs.api.action(ok, 'delete')).status).toBe(200);

    const told = await messagesOfOwner(bad);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: 'taskJobFinished', params: { jobName: 'nap', taskId: ok } },
        { kind: 'taskJobFailed', params: { jobName: 'crash', taskId: bad } },
      ]),
    );
    const list = await jobs.client.get<{ list: { title: string; link: unknown }[] }>('/api/v1/messages');
    expect(list.body.list.map((m) => [m.title, m.link])).toEqual(
      expect.arrayContaining([
        ['Task job nap finished', { target: 'taskJob', id: ok }],
        ['Task job crash failed', { target: 'taskJob', id: bad }],
      ]),
    );
  });
});
