import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, makeAdmin, snapshot, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

type Client = FileClient & { user: TestUser };
let server: TestServer;
let storageDir: string;
let alice: Client;
let bob: Client;
let admin: Client;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  [alice, bob, admin] = await Promise.all([loggedIn(server), loggedIn(server), loggedIn(server)]);
  await makeAdmin(server.db, admin.user);
});
afterAll(() => server.close());

const state = () => snapshot(server.db, storageDir);

describe('the public root', () => {
  let publicFile: string;
  beforeAll(async () => {
    const dir = await admin.folder('1', 'references');
    publicFile = await admin.uploadOne(dir, 'genome.fa', '>chr1\nACGT\n');
  });

  it('tells each user their role, which decides whether the web offers writes in the public tab', async () => {
    expect((await bob.get('/api/v1/user/getCurrentUser')).body.role).toBe('customer');
    expect((await admin.get('/api/v1/user/getCurrentUser')).body.role).toBe('admin');
    // The column holds only the roles the app knows.
    await expect(sql`update users set role = 'superuser' where id = ${bob.user.id}`.execute(server.db)).rejects.toThrow(
      /users_role_check/,
    );
  });

  it('is read by every user, and its files can be copied into a private space', async () => {
    const listing = await bob.list('1');
    expect(listing.body.data.fileList.map((f) => f.name)).toContain('references');
    const copy = await bob.post('/api/v1/files/copy', { targetFolderUuid: '0', sourceFileUuids: [publicFile] });
    expect(copy.status).toBe(200);
  });

  it('refuses every write of a user who is not an admin, changing nothing', async () => {
    const before = await state();
    const own = await bob.uploadOne('0', 'bobs.txt', 'b');
    const after = await state();
    const attempts = [
      bob.post('/api/v1/files/folder', { parentsUuid: '1', fileName: 'mine' }),
      bob.put('/api/v1/files/rename', { fileUuid: publicFile, newName: 'renamed.fa' }),
      bob.del('/api/v1/files', { fileUuids: [publicFile] }),
      bob.post('/api/v1/files/move', { sourceFileUuids: [publicFile], targetFolderUuid: '0' }),
      bob.post('/api/v1/files/move', { sourceFileUuids: [own], targetFolderUuid: '1' }),
      bob.post('/api/v1/files/copy', { targetFolderUuid: '1', sourceFileUuids: [own] }),
      bob.put(`/api/v1/files/${publicFile}/attributes`, { custom: [{ key: 'a', value: 'b' }] }),
      bob.upload('1', [{ name: 'x.txt', content: 'x' }]),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('PUBLIC_READ_ONLY');
    }
    expect(await state()).toEqual(after);
    expect(after.files.length).toBe(before.files.length + 1);
  });
});

describe("another user's files, unknown and malformed ids", () => {
  let secretDir: string;
  let secretFile: string;
  beforeAll(async () => {
    secretDir = await alice.folder('0', 'secret');
    secretFile = await alice.uploadOne(secretDir, 'secret.txt', 'top secret');
  });

  it('answers 404 for every call on them, exactly as for ids that never existed, changing nothing', async () => {
    const unknown = '6f1c8a52-3b7e-4d2a-9c1e-0a9b8c7d6e5f';
    for (const [dir, file] of [
      [secretDir, secretFile],
      [unknown, unknown],
    ] as const) {
      const before = await state();
      const answers = await Promise.all([
        bob.list(dir),
        bob.post('/api/v1/files/folder', { parentsUuid: dir, fileName: 'x' }),
        bob.put('/api/v1/files/rename', { fileUuid: file, newName: 'x' }),
        bob.post('/api/v1/files/move', { sourceFileUuids: [file], targetFolderUuid: '0' }),
        bob.post('/api/v1/files/copy', { targetFolderUuid: '0', sourceFileUuids: [file] }),
        bob.post('/api/v1/files/copy', { targetFolderUuid: dir, sourceFileUuids: [file] }),
        bob.get(`/api/v1/files/${dir}/folders`),
        bob.get(`/api/v1/files/${file}/attributes`),
        bob.put(`/api/v1/files/${file}/attributes`, { custom: [] }),
        bob.post('/api/v1/files/preview', { fileUuid: file, pageNow: 1, type: 'txt' }),
        bob.post('/api/v1/files/download-check', { fileUuids: [file] }),
        bob.get(`/api/v1/files/${file}/download`),
        bob.upload(dir, [{ name: 'x.txt', content: 'x' }]),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('FILE_NOT_FOUND');
      }
      const deleted = await bob.del('/api/v1/files', { fileUuids: [file] });
      expect(deleted.status).toBe(404);
      expect(deleted.body.code).toBe('FILE_ALREADY_DELETED');
      expect(await state()).toEqual(before);
    }
  });

  it.each(['../secret', '..%2f..%2fetc', '/etc/passwd', 'a\u0000b', '2', `${'0'.repeat(36)}`, ''])(
    'refuses the id %j before it reaches a query',
    async (id) => {
      const before = await state();
      const answers = await Promise.all([
        bob.list(id),
        bob.post('/api/v1/files/folder', { parentsUuid: id, fileName: 'x' }),
        bob.del('/api/v1/files', { fileUuids: [id] }),
        bob.post('/api/v1/files/copy', { targetFolderUuid: '0', sourceFileUuids: [id] }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('VALIDATION_ERROR');
      }
      const path = await bob.get(`/api/v1/files/${encodeURIComponent(id)}/attributes`);
      expect([400, 404]).toContain(path.status);
      expect(await state()).toEqual(before);
    },
  );

  it('answers 401 without a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/files/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuid: '0' }),
    });
    expect(res.status).toBe(401);
  });

  it('keeps roots out of reach as files', async () => {
    const root = await server.db
      .selectFrom('files')
      .select(sql<string>`uuid::text`.as('uuid'))
      .where('owner_id', '=', alice.user.id)
      .where('parent_uuid', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await alice.put('/api/v1/files/rename', { fileUuid: root.uuid, newName: 'x' })).status).toBe(404);
    expect((await alice.put('/api/v1/files/rename', { fileUuid: '0', newName: 'x' })).status).toBe(404);
    expect((await alice.del('/api/v1/files', { fileUuids: [root.uuid] })).body.code).toBe('FILE_ALREADY_DELETED');
    expect((await bob.list(root.uuid)).status).toBe(404);
  });
});

it('documents every files path in the OpenAPI document', async () => {
  const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/files/list',
      '/api/v1/files/upload',
      '/api/v1/files/package',
      '/api/v1/files/{fileUuid}/download',
      '/api/v1/files/{fileUuid}/attributes',
    ]),
  );
});
