/**
 * A project's data are the service's delivery (issue 6 "Staff side"): through the files API only staff (and admins)
 * change what is in a project's roots; the owner and the members read, download and copy out to their own space.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, snapshot, startFilesServer, type ApiAnswer, type ErrorBody } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { fetchBytes, postForm, staffClient, staffProject, type Client } from './test-support/project-clients';

let server: TestServer;
let storageDir: string;
let staff: Client;
let owner: Client;
let member: Client;
let project: { id: string; root: string };
let delivered: string;
let deliveredFolder: string;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  staff = await staffClient(server);
  [owner, member] = [await loggedIn(server), await loggedIn(server)];
  project = await staffProject(staff, owner, 'Delivery', [member]);
  const upload = await postForm<{ fileUuids: string[] }>(
    server.baseUrl,
    staff,
    `/api/v1/projects/${project.id}/deliver/upload`,
    {},
    [{ name: 'reads.fa', content: '>r1\nACGT\n' }],
  );
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  delivered = upload.body.fileUuids[0]!;
  deliveredFolder = await staff.folder(project.root, 'raw');
});
afterAll(() => server.close());

/** Every write of the files API aimed at the project, as `who` (with a file of their own to bring in). */
function writes(who: Client, ownFile: string) {
  return {
    createFolder: () => who.post('/api/v1/files/folder', { parentsUuid: project.root, fileName: 'mine' }),
    upload: () => who.upload(project.root, [{ name: 'extra.fa', content: '>x\nA\n' }]),
    rename: () => who.put('/api/v1/files/rename', { fileUuid: delivered, newName: 'renamed.fa' }),
    moveWithin: () =>
      who.post('/api/v1/files/move', { sourceFileUuids: [delivered], targetFolderUuid: deliveredFolder }),
    moveInto: () => who.post('/api/v1/files/move', { sourceFileUuids: [ownFile], targetFolderUuid: project.root }),
    copyInto: () => who.post('/api/v1/files/copy', { sourceFileUuids: [ownFile], targetFolderUuid: project.root }),
    deleteFile: () => who.del('/api/v1/files', { fileUuids: [delivered] }),
    deleteFolder: () => who.del('/api/v1/files', { fileUuids: [deliveredFolder] }),
  } satisfies Record<string, () => Promise<Pick<ApiAnswer, 'status'> & { body: ErrorBody }>>;
}

describe('the owner and a member', () => {
  it('are refused every change in the project data, with a localized reason, and nothing changes', async () => {
    for (const who of [owner, member]) {
      const ownFile = await who.uploadOne('0', 'own.fa', '>o\nC\n');
      const before = await snapshot(server.db, storageDir);
      for (const [name, call] of Object.entries(writes(who, ownFile))) {
        const answer = await call();
        expect(answer.status, name).toBe(400);
        expect(answer.body.code, name).toBe('PROJECT_READ_ONLY');
        expect(answer.body.message, name).toMatch(/service staff/);
      }
      expect(await snapshot(server.db, storageDir)).toEqual(before);
    }
  });

  it('answer the refusal in Chinese too', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/files`, {
      method: 'DELETE',
      headers: { token: member.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [delivered] }),
    });
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('PROJECT_READ_ONLY');
    expect(body.message).toMatch(/服务人员/);
  });

  it('still list, download and copy the data out to their own space', async () => {
    for (const who of [owner, member]) {
      const listed = await who.list(project.root);
      expect(listed.body.data.fileList.map((f) => f.name).sort()).toEqual(['raw', 'reads.fa']);
      const bytes = await fetchBytes(server.baseUrl, who, `/api/v1/files/${delivered}/download`);
      expect(bytes.status).toBe(200);
      expect(bytes.bytes.toString()).toBe('>r1\nACGT\n');
      const copy = await who.post<{ files: { fileUuid: string }[] }>('/api/v1/files/copy', {
        sourceFileUuids: [delivered],
        targetFolderUuid: '0',
      });
      expect(copy.status, JSON.stringify(copy.body)).toBe(200);
      const mine = await who.list('0');
      expect(mine.body.data.fileList.map((f) => f.name)).toContain('reads.fa');
      // Their copy is theirs to change.
      const renamed = await who.put('/api/v1/files/rename', {
        fileUuid: copy.body.files[0]!.fileUuid,
        newName: 'r.fa',
      });
      expect(renamed.status).toBe(200);
    }
  });
});

describe('staff', () => {
  it('organise the project data through the files API', async () => {
    const ownFile = await staff.uploadOne('0', 'staff.fa', '>s\nG\n');
    const c = writes(staff, ownFile);
    for (const name of ['createFolder', 'upload', 'copyInto', 'rename', 'moveWithin'] as const) {
      const answer = await c[name]();
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const root = await staff.list(project.root);
    expect(root.body.data.fileList.map((f) => f.name).sort()).toEqual(['extra.fa', 'mine', 'raw', 'staff.fa']);
    const raw = await staff.list(deliveredFolder);
    expect(raw.body.data.fileList.map((f) => f.name)).toEqual(['renamed.fa']);
    expect((await c.deleteFolder()).status).toBe(200);
    expect((await staff.list(project.root)).body.data.fileList.map((f) => f.name)).not.toContain('raw');
  });
});
