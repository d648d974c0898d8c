/**
 * An own-analysis project (issue 14 item 2): its owner organises its data through the files API (a service project's
 * customers only read theirs: project-data-readonly.int.test.ts), and its status follows its jobs, server-side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@biocloud/contracts';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from '../../../test/engine-server';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { taskApi } from '../../../test/task-api';

let env: EngineServer;
let owner: FileClient;
let stranger: FileClient;
let project: Project;

const projectNow = async () => (await owner.get<Project>(`/api/v1/projects/${project.projectBaseId}`)).body;

beforeAll(async () => {
  env = await startEngineServer({ CATALOG_DIR: TEST_CATALOG_DIR });
  [owner, stranger] = [await loggedIn(env.server), await loggedIn(env.server)];
  const created = await owner.post<{ projectBaseId: string }>('/api/v1/projects', { name: 'Own analysis' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  project = (await owner.get<Project>(`/api/v1/projects/${created.body.projectBaseId}`)).body;
});
afterAll(() => env.close());

describe('its data', () => {
  it('take uploads and new folders from the owner, and nothing from anyone else', async () => {
    expect(project.projectType).toBe('personal');
    const folder = await owner.folder(project.rootFileUuid, 'raw');
    const note = await owner.uploadOne(folder, 'note.txt', 'hello\n');
    expect((await owner.list(folder)).body.data.fileList.map((f) => f.fileUuid)).toEqual([note]);
    const renamed = await owner.put('/api/v1/files/rename', { fileUuid: note, newName: 'n.txt' });
    expect(renamed.status).toBe(200);

    const refused = await stranger.post('/api/v1/files/folder', { parentsUuid: project.rootFileUuid, fileName: 'x' });
    expect(refused.body.code).toBe('FILE_NOT_FOUND');
  });
});

describe('its status', () => {
  it('moves from not started to in progress while a job runs, and to completed when it ended', async () => {
    expect(project.status).toBe('notStarted');
    const api = taskApi(owner, env.server.baseUrl);
    // Long enough to be seen running; the poll looks every 50 ms.
    const jobId = await api.submitOk('9001', {
      jobName: 'own_sleep',
      inputs: {},
      params: { seconds: 3 },
      projectBaseId: project.projectBaseId,
    });
    // In progress from its submission on, before the engine picks it up.
    expect((await projectNow()).status).toBe('inProgress');
    await api.waitForStatus(jobId, ['success']);
    expect((await projectNow()).status).toBe('completed');

    // A new job takes it back into progress; stopping it ends it again.
    const again = await api.submitOk('9001', {
      jobName: 'own_sleep2',
      inputs: {},
      params: { seconds: 60 },
      projectBaseId: project.projectBaseId,
    });
    await api.waitForStatus(again, ['running']);
    expect((await projectNow()).status).toBe('inProgress');
    expect((await api.action(again, 'stop')).status).toBe(200);
    await api.waitForStatus(again, ['killed']);
    expect((await projectNow()).status).toBe('completed');
  });
});

describe('"Try with example data" on a form with the project chosen', () => {
  it('runs the example in the project', async () => {
    const api = taskApi(owner, env.server.baseUrl);
    const example = await owner.post<{ jobId: string }>('/api/v1/software/9001/example', {
      projectBaseId: project.projectBaseId,
    });
    expect(example.status, JSON.stringify(example.body)).toBe(200);
    const done = await api.waitForStatus(example.body.jobId, ['success']);
    expect(done.projectBaseId).toBe(project.projectBaseId);
  });
});
