import { describe, expect, it } from 'vitest';
import { taskRow } from '../../../test/fakes/task-row';
import { fakeRunner, stepState, workflowRow } from '../../../test/fakes/workflow-runner';
import { advance, stepTaskChanged } from './workflow-runner';

/*
 * The runner's decisions on an in-memory workflow: what a step's end leads to. The same paths run on a database and
 * real programs in workflows-local.int.test.ts.
 */

describe('workflow runner advance', () => {
  it('starts the steps whose inputs are all done, and only those', async () => {
    const fake = fakeRunner({
      steps: [
        stepState('align', { id: 't1', status: 'success' }),
        stepState('count', null, ['align']),
        stepState('qc', null, []),
        stepState('merge', null, ['count', 'align']),
        stepState('report', null, ['merge']),
      ],
    });
    await advance(fake.tx, workflowRow());
    expect(fake.started).toEqual(['count', 'qc']);
    expect(fake.workflowChanges).toEqual([]);
  });

  it('does not start a step twice: a step with a task is running already', async () => {
    const fake = fakeRunner({
      steps: [stepState('align', { id: 't1', status: 'running' }), stepState('report', null, ['align'])],
    });
    await advance(fake.tx, workflowRow());
    expect(fake.started).toEqual([]);
  });

  it('finishes when every step succeeded, with the report step output as the report', async () => {
    const fake = fakeRunner({
      steps: [
        stepState('align', { id: 't1', status: 'success' }),
        stepState('report', { id: 't2', status: 'success' }),
      ],
      outputs: { 't2/html': 'report-file' },
    });
    await advance(fake.tx, workflowRow());
    expect(fake.workflow).toMatchObject({ status: 'FINISH', report_file_uuid: 'report-file' });
    expect(fake.workflow?.end_time).toBeInstanceOf(Date);
    expect(fake.ended.map((w) => w.status)).toEqual(['FINISH']);
    expect(fake.started).toEqual([]);
  });

  it('fails the job when a step fails, with its reason, and stops the steps still live', async () => {
    const running = taskRow({ id: 't2', workflow_id: 'wf1', status: 'running', external_id: '42' });
    const waiting = taskRow({ id: 't3', workflow_id: 'wf1', status: 'wait' });
    // Killed already, its program not gone yet: not stopped a second time.
    const stopping = taskRow({ id: 't4', workflow_id: 'wf1', status: 'killed', external_id: '43' });
    const fake = fakeRunner({
      steps: [
        stepState('align', { id: 't1', status: 'error', reason: 'exit_code' }),
        stepState('qc', { id: 't2', status: 'running' }),
        stepState('trim', { id: 't3', status: 'wait' }),
        stepState('report', null, ['align']),
      ],
      tasks: [running, waiting, stopping],
    });
    await advance(fake.tx, workflowRow());
    expect(fake.workflow).toMatchObject({ status: 'FAILURE', failed_step: 'align', reason: 'exit_code' });
    expect(fake.ended.map((w) => w.status)).toEqual(['FAILURE']);
    expect(fake.taskChanges.map((c) => [c.id, c.changes.status, c.events])).toEqual([
      ['t2', 'killed', [{ key: 'stopped' }]],
      ['t3', 'killed', [{ key: 'stopped' }]],
    ]);
    // The monitor ends a running program; a task never started ends now.
    expect(fake.tasks.get('t2')?.end_time).toBeNull();
    expect(fake.tasks.get('t3')?.end_time).toBeInstanceOf(Date);
    expect(fake.started).toEqual([]);
  });

  it('fails the job when a step was killed, with step_failed when the task gave no reason', async () => {
    const fake = fakeRunner({ steps: [stepState('align', { id: 't1', status: 'killed' }), stepState('report', null)] });
    await advance(fake.tx, workflowRow());
    expect(fake.workflow).toMatchObject({ status: 'FAILURE', reason: 'step_failed' });
  });

  it('starts nothing while paused, but still ends the job when its last step ends', async () => {
    const paused = fakeRunner({
      steps: [stepState('align', { id: 't1', status: 'success' }), stepState('report', null, ['align'])],
    });
    await advance(paused.tx, workflowRow({ status: 'PAUSE' }));
    expect(paused.started).toEqual([]);
    expect(paused.workflowChanges).toEqual([]);

    const done = fakeRunner({ steps: [stepState('report', { id: 't1', status: 'success' })] });
    await advance(done.tx, workflowRow({ status: 'PAUSE' }));
    expect(done.workflow?.status).toBe('FINISH');
  });

  it.each(['KILLED', 'FAILURE', 'FINISH'] as const)('leaves an ended (%s) job as it is', async (status) => {
    const fake = fakeRunner({ steps: [stepState('align', { id: 't1', status: 'error' }), stepState('report', null)] });
    await advance(fake.tx, workflowRow({ status }));
    expect(fake.workflowChanges).toEqual([]);
    expect(fake.started).toEqual([]);
  });
});

describe('workflow runner on a step task change', () => {
  it('moves a RECEIVED job to RUNNING when its first step starts', async () => {
    const start = new Date('2026-01-02T00:00:00Z');
    const task = taskRow({ id: 't1', workflow_id: 'wf1', status: 'running', start_time: start });
    const fake = fakeRunner({
      workflow: workflowRow({ status: 'RECEIVED' }),
      steps: [stepState('align', { id: 't1', status: 'running' })],
    });
    await stepTaskChanged(fake.tx, task);
    expect(fake.workflow).toMatchObject({ status: 'RUNNING', start_time: start });
  });

  it('advances the job when a step task ends: the next step starts', async () => {
    const task = taskRow({ id: 't1', workflow_id: 'wf1', status: 'success', end_time: new Date() });
    const fake = fakeRunner({
      workflow: workflowRow(),
      steps: [stepState('align', { id: 't1', status: 'success' }), stepState('report', null, ['align'])],
    });
    await stepTaskChanged(fake.tx, task);
    expect(fake.started).toEqual(['report']);
  });

  it('kills a live step task of a job the user stopped meanwhile, and starts nothing', async () => {
    const task = taskRow({ id: 't1', workflow_id: 'wf1', status: 'running', external_id: '7' });
    const fake = fakeRunner({
      workflow: workflowRow({ status: 'KILLED' }),
      steps: [stepState('align', { id: 't1', status: 'running' }), stepState('qc', null)],
      tasks: [task],
    });
    await stepTaskChanged(fake.tx, task);
    expect(fake.taskChanges).toEqual([{ id: 't1', changes: { status: 'killed' }, events: [{ key: 'stopped' }] }]);
    expect(fake.started).toEqual([]);
  });

  it('pauses a step program that started while the job was paused', async () => {
    const task = taskRow({ id: 't1', workflow_id: 'wf1', status: 'running', external_id: '7' });
    const fake = fakeRunner({ workflow: workflowRow({ status: 'PAUSE' }), tasks: [task] });
    await stepTaskChanged(fake.tx, task);
    expect(fake.taskChanges).toEqual([{ id: 't1', changes: { status: 'stop' }, events: [{ key: 'paused' }] }]);
  });

  it('deletes (and kills, when live) the task of a workflow deleted meanwhile', async () => {
    const task = taskRow({ id: 't1', workflow_id: 'wf1', status: 'running' });
    const fake = fakeRunner({ workflow: null, tasks: [task] });
    await stepTaskChanged(fake.tx, task);
    expect(fake.taskChanges).toEqual([{ id: 't1', changes: { deleted: true, status: 'killed' }, events: [] }]);
  });

  it('moves nothing for a deleted task of a live job', async () => {
    const task = taskRow({ id: 't1', workflow_id: 'wf1', status: 'success', deleted: true });
    const fake = fakeRunner({ workflow: workflowRow(), steps: [stepState('report', null)] });
    await stepTaskChanged(fake.tx, task);
    expect(fake.started).toEqual([]);
    expect(fake.workflowChanges).toEqual([]);
  });
});
