/**
 * POST /api/v1/files/merge with the job engine running: the spec's rules refuse bad merges before any job exists,
 * and a good one runs the merge tool and puts the merged file where it was asked for, with the files' content joined
 * in the order given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startEngineServer, type EngineServer } from '../../../test/engine-server';
import { taskApi, type TaskApi } from '../../../test/task-api';

let engine: EngineServer;
let alice: FileClient;
let bob: FileClient;
let api: TaskApi;
let folder: string;
let files: Record<'first' | 'second' | 'seqs' | 'image' | 'bobs', string>;

beforeAll(async () => {
  engine = await startEngineServer();
  [alice, bob] = [await loggedIn(engine.server), await loggedIn(engine.server)];
  api = taskApi(alice, engine.server.baseUrl);
  folder = await alice.folder('0', 'merged_here');
  files = {
    first: await alice.uploadOne('0', 'first.txt', 'a1\na2\n'),
    // No line break at its end: the tool adds one so it never runs into the next file.
    second: await alice.uploadOne('0', 'second.txt', 'b1\nb2'),
    seqs: await alice.uploadOne('0', 'seqs.fa', '>s1\nACGT\n'),
    image: await alice.uploadOne('0', 'plot.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    bobs: await bob.uploadOne('0', 'bobs.txt', 'secret\n'),
  };
});
afterAll(() => engine.close());

const merge = (body: Record<string, unknown>) => alice.post<{ jobId: string }>('/api/v1/files/merge', body);
const taskCount = async () => (await engine.server.db.selectFrom('tasks').select('id').execute()).length;
const namesIn = async (uuid: string) => (await alice.list(uuid)).body.data.fileList.map((f) => f.name);

describe('merging text files', () => {
  it('refuses bad merges with a clear code, submitting nothing', async () => {
    const before = await taskCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fileUuids: [files.first], fileName: 'm.txt', parentsUuid: folder }, 400, 'MERGE_TOO_FEW_FILES'],
      [{ fileUuids: [files.first, files.first], fileName: 'm.txt', parentsUuid: folder }, 400, 'MERGE_TOO_FEW_FILES'],
      [{ fileUuids: [files.first, files.image], fileName: 'm.txt', parentsUuid: folder }, 400, 'MERGE_NOT_TEXT'],
      [{ fileUuids: [files.first, folder], fileName: 'm.txt', parentsUuid: '0' }, 400, 'MERGE_NOT_TEXT'],
      [
        { fileUuids: [files.first, files.second], fileName: 'bad name.txt', parentsUuid: folder },
        400,
        'RENAME_INVALID',
      ],
      [{ fileUuids: [files.first, files.second], fileName: 'a.b.c', parentsUuid: folder }, 400, 'RENAME_INVALID'],
      [{ fileUuids: [files.first, files.second], fileName: 'first.txt', parentsUuid: '0' }, 409, 'FILE_NAME_EXISTS'],
      [{ fileUuids: [files.first, files.bobs], fileName: 'm.txt', parentsUuid: folder }, 404, 'FILE_NOT_FOUND'],
      [{ fileUuids: [files.first, files.second], fileName: 'm.txt', parentsUuid: '1' }, 400, 'PUBLIC_READ_ONLY'],
      [{ fileUuids: [files.first, files.second], fileName: 'm.txt' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await merge(body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(answer.body.message).not.toBe(code);
    }
    expect(await taskCount()).toBe(before);
  });

  it('runs the merge tool and puts the merged file into the folder asked for', async () => {
    const answer = await merge({
      fileUuids: [files.second, files.first, files.seqs],
      fileName: 'all.txt',
      parentsUuid: folder,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const detail = await api.waitForStatus(answer.body.jobId, ['success', 'error', 'killed'], 60_000);
    expect(detail.status).toBe('success');

    // Until the row shows, however slow the machine (it gave up after 10 s).
    let merged: { fileUuid: string; name: string; size: number } | undefined;
    await expect
      .poll(async () => (merged = (await alice.list(folder)).body.data.fileList.find((f) => f.name === 'all.txt')), {
        timeout: 60_000,
        interval: 100,
      })
      .toBeDefined();
    const content = (await api.download(merged!.fileUuid)).toString();
    expect(content).toBe('b1\nb2\na1\na2\n>s1\nACGT\n');
    // The job's own result folder keeps its copy too; both rows share one blob.
    const results = await api.results(answer.body.jobId);
    expect(results.body.fileList.map((f) => f.fileName)).toEqual(['all.txt']);
    expect(await namesIn(folder)).toEqual(['all.txt']);
    const deliveries = await engine.server.db.selectFrom('merge_deliveries').selectAll().execute();
    expect(deliveries).toEqual([]);
  });
});
