import { describe, expect, it } from 'vitest';
import { taskRow } from '../../../test/fakes/task-row';
import { fakeWorkflowActions } from '../../../test/fakes/workflow-actions';
import { workflowRow } from '../../../test/fakes/workflow-runner';
import type { Caller } from '../auth/caller';
import { createWorkflowActions } from './workflow-actions';

/*
 * The user's actions on a compute job, on fakes: what each does to the job's steps, the status machine refusing the
 * others with nothing changed, and delete taking all the jobs named or none. workflows-local.int.test.ts runs the
 * same on a database with real steps.
 */

const alice: Caller = { id: 'u1', isAdmin: false, region: 'CN' };
const bob: Caller = { id: 'u2', isAdmin: false, region: 'CN' };
const WF = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const step = (id: string, overrides: Parameters<typeof taskRow>[0], workflowId = WF) => ({
  ...taskRow({ id, workflow_id: workflowId, ...overrides }),
  workflow_id: workflowId,
});

describe('compute job actions', () => {
  it('pause suspends the running steps and takes back the waiting ones; resume continues and advances', async () => {
    const fake = fakeWorkflowActions({
      workflows: [workflowRow({ id: WF })],
      tasks: [step('running', { status: 'running', external_id: '42' }), step('waiting', { status: 'wait' })],
    });
    const actions = createWorkflowActions(fake.deps);

    expect(await actions.act(alice, WF, 'pause')).toEqual({ workflowId: WF, status: 'PAUSE' });
    expect(fake.state.tasks.map((t) => [t.id, t.status])).toEqual([['running', 'stop']]);
    expect(fake.state.events).toEqual([{ taskId: 'running', event: { key: 'paused' } }]);

    expect(await actions.act(alice, WF, 'resume')).toEqual({ workflowId: WF, status: 'RUNNING' });
    expect(fake.state.tasks[0]!.status).toBe('running');
    expect(fake.state.advanced).toEqual([WF]);
  });

  it('stop kills every live step not killed yet and ends the job', async () => {
    const fake = fakeWorkflowActions({
      workflows: [workflowRow({ id: WF })],
      tasks: [step('a', { status: 'running', external_id: '1' }), step('b', { status: 'killed' })],
    });
    const answer = await createWorkflowActions(fake.deps).act(alice, WF, 'stop');
    expect(answer.status).toBe('KILLED');
    expect(fake.state.killed).toEqual(['a']);
    expect(fake.state.workflows[0]!.end_time).toBeInstanceOf(Date);
  });

  it("refuses an action the status does not allow, and another user's job, changing nothing", async () => {
    const fake = fakeWorkflowActions({ workflows: [workflowRow({ id: WF, status: 'FINISH' })], tasks: [] });
    const actions = createWorkflowActions(fake.deps);
    await expect(actions.act(alice, WF, 'pause')).rejects.toMatchObject({ statusCode: 409 });
    await expect(actions.act(bob, WF, 'stop')).rejects.toMatchObject({ code: 'WORKFLOW_NOT_FOUND' });
    await expect(actions.act(alice, 'not-a-uuid', 'stop')).rejects.toMatchObject({ code: 'WORKFLOW_NOT_FOUND' });
    expect(fake.state.workflows[0]!.status).toBe('FINISH');
  });

  it('deletes all the jobs named with their steps and reports, or none when one may not be deleted', async () => {
    const fake = fakeWorkflowActions({
      workflows: [
        workflowRow({ id: WF, status: 'FINISH', report_file_uuid: 'report-file' }),
        workflowRow({ id: OTHER, status: 'RUNNING' }),
      ],
      tasks: [step('done', { status: 'success', end_time: new Date() })],
    });
    const actions = createWorkflowActions(fake.deps);

    await expect(actions.delete(alice, [WF, OTHER])).rejects.toMatchObject({ statusCode: 409 });
    expect(fake.state.workflows).toHaveLength(2);
    expect(fake.state.tasks[0]!.deleted).toBe(false);

    expect(await actions.delete(alice, [WF, WF])).toEqual({ deleted: [WF] });
    expect(fake.state.workflows.map((w) => w.id)).toEqual([OTHER]);
    expect(fake.state.tasks[0]!.deleted).toBe(true);
    expect(fake.state.removedBlobs).toEqual(['blob-of-report-file']);
  });
});
