import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH } from '@biocloud/contracts';
import { diskFiles, loggedIn, makeAdmin, snapshot, startFilesServer, type FileClient } from '../../../test/file-api';
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
const row = (uuid: string) => server.db.selectFrom('files').selectAll().where('uuid', '=', uuid).executeTakeFirst();
const blobOfFile = (uuid: string) =>
  server.db
    .selectFrom('files')
    .innerJoin('blobs', 'blobs.id', 'files.blob_id')
    .select(['blobs.id', 'blobs.refs', 'blobs.storage_key'])
    .where('files.uuid', '=', uuid)
    .executeTakeFirst();
const childNames = async (client: FileClient, folder: string) =>
  (await client.list(folder)).body.data.fileList.map((f) => f.name).sort();

describe('create folder (main-table rule)', () => {
  it.each(['NewFolder', 'run.2024', 'a-b_c', 'x'.repeat(FILE_NAME_MAX_LENGTH)])('creates %j', async (name) => {
    const uuid = await alice.folder('0', name);
    expect(await row(uuid)).toMatchObject({ name, is_folder: true, type: 'folder', owner_id: alice.user.id });
  });

  it.each(['a b', '数据', '../x', 'a/b', 'a\\b', '..', '.', '/etc', 'a\u0000b', '%2e%2e%2fx', 'x'.repeat(300), ''])(
    'refuses %j with FOLDER_NAME_INVALID and creates nothing',
    async (fileName) => {
      const before = await state();
      const answer = await alice.post('/api/v1/files/folder', { parentsUuid: '0', fileName });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('FOLDER_NAME_INVALID');
      expect(await state()).toEqual(before);
    },
  );

  it('refuses a name already used in the folder', async () => {
    await alice.folder('0', 'twice');
    const answer = await alice.post('/api/v1/files/folder', { parentsUuid: '0', fileName: 'twice' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('FILE_NAME_EXISTS');
  });

  it('creates inside a file only as NOT_A_FOLDER', async () => {
    const file = await alice.uploadOne('0', 'plain.txt', 'x');
    const answer = await alice.post('/api/v1/files/folder', { parentsUuid: file, fileName: 'sub' });
    expect(answer.body.code).toBe('NOT_A_FOLDER');
  });
});

describe('rename (spec rule)', () => {
  let file: string;
  beforeAll(async () => {
    file = await alice.uploadOne('0', 'rename_me.txt', 'hello');
    await alice.uploadOne('0', 'taken.txt', 'other');
  });

  it('renames, and the type follows the new extension', async () => {
    const answer = await alice.put('/api/v1/files/rename', { fileUuid: file, newName: 'reads_1.fasta' });
    expect(answer.status).toBe(200);
    expect(await row(file)).toMatchObject({ name: 'reads_1.fasta', type: 'fasta' });
  });

  it.each(['a.b.c', '.a', 'a.', 'a-b', 'a b', '../x', 'x/y', 'a\u0000b', 'x'.repeat(300), '数据.txt', ''])(
    'refuses %j with RENAME_INVALID and changes nothing',
    async (newName) => {
      const before = await state();
      const answer = await alice.put('/api/v1/files/rename', { fileUuid: file, newName });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('RENAME_INVALID');
      expect(await state()).toEqual(before);
    },
  );

  it('refuses a name in use', async () => {
    const answer = await alice.put('/api/v1/files/rename', { fileUuid: file, newName: 'taken.txt' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('FILE_NAME_EXISTS');
  });
});

describe('move', () => {
  it('moves files and folders into another folder', async () => {
    const from = await alice.folder('0', 'move_from');
    const to = await alice.folder('0', 'move_to');
    const file = await alice.uploadOne(from, 'm.txt', 'm');
    const sub = await alice.folder(from, 'msub');
    const answer = await alice.post('/api/v1/files/move', { sourceFileUuids: [file, sub], targetFolderUuid: to });
    expect(answer.status).toBe(200);
    expect(await childNames(alice, to)).toEqual(['m.txt', 'msub']);
    expect(await childNames(alice, from)).toEqual([]);
  });

  it('refuses moving a folder into itself or below itself', async () => {
    const top = await alice.folder('0', 'loop');
    const inner = await alice.folder(await alice.folder(top, 'l1'), 'l2');
    const before = await state();
    for (const target of [top, inner]) {
      const answer = await alice.post('/api/v1/files/move', { sourceFileUuids: [top], targetFolderUuid: target });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('MOVE_INTO_SELF');
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a clash of names and moves nothing', async () => {
    const a = await alice.folder('0', 'clash_a');
    const b = await alice.folder('0', 'clash_b');
    const one = await alice.uploadOne(a, 'same.txt', '1');
    const two = await alice.uploadOne(a, 'other.txt', '2');
    await alice.uploadOne(b, 'same.txt', '3');
    const before = await state();
    const answer = await alice.post('/api/v1/files/move', { sourceFileUuids: [two, one], targetFolderUuid: b });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'FILE_NAME_EXISTS', details: { names: ['same.txt'] } });
    expect(await state()).toEqual(before);
  });

  it('refuses a file as target and a move out of the private space', async () => {
    const file = await admin.uploadOne('0', 'mine.txt', 'x');
    const target = await admin.uploadOne('0', 'target.txt', 'y');
    expect(
      (await admin.post('/api/v1/files/move', { sourceFileUuids: [file], targetFolderUuid: target })).body.code,
    ).toBe('NOT_A_FOLDER');
    const across = await admin.post('/api/v1/files/move', { sourceFileUuids: [file], targetFolderUuid: '1' });
    expect(across.body.code).toBe('MOVE_ACROSS_ROOTS');
  });
});

describe('copy', () => {
  it('adds rows that share the blob: same blob, one more reference, no byte written', async () => {
    const target = await alice.folder('0', 'copies');
    const file = await alice.uploadOne('0', 'shared.txt', 'shared content');
    const blob = await blobOfFile(file);
    const disk = diskFiles(storageDir);
    const answer = await alice.post<{ files: { fileUuid: string; name: string }[] }>('/api/v1/files/copy', {
      ownerUserUuid: alice.user.id,
      targetFolderUuid: target,
      sourceFileUuids: [file],
    });
    expect(answer.status).toBe(200);
    const copy = answer.body.files[0]!;
    expect(copy.name).toBe('shared.txt');
    expect(await blobOfFile(copy.fileUuid)).toEqual({ ...blob, refs: blob!.refs + 1 });
    expect(diskFiles(storageDir)).toEqual(disk);
  });

  it('copies a folder with everything inside, custom attributes included', async () => {
    const src = await alice.folder('0', 'tree_src');
    const inner = await alice.folder(src, 'inner');
    const leaf = await alice.uploadOne(inner, 'leaf.txt', 'leaf');
    await alice.uploadOne(src, 'top.txt', 'top');
    await alice.put(`/api/v1/files/${leaf}/attributes`, { custom: [{ key: 'sample', value: 'S1' }] });
    const dest = await alice.folder('0', 'tree_dest');
    const answer = await alice.post<{ files: { fileUuid: string }[] }>('/api/v1/files/copy', {
      targetFolderUuid: dest,
      sourceFileUuids: [src],
    });
    expect(answer.status).toBe(200);
    const copied = answer.body.files[0]!.fileUuid;
    expect(await childNames(alice, copied)).toEqual(['inner', 'top.txt']);
    const copiedInner = (await alice.list(copied)).body.data.fileList.find((f) => f.name === 'inner')!.fileUuid;
    const copiedLeaf = (await alice.list(copiedInner)).body.data.fileList[0]!;
    expect(copiedLeaf.name).toBe('leaf.txt');
    expect(copiedLeaf.fileUuid).not.toBe(leaf);
    const attrs = await alice.get<{ custom: unknown[] }>(`/api/v1/files/${copiedLeaf.fileUuid}/attributes`);
    expect(attrs.body.custom).toEqual([{ key: 'sample', value: 'S1' }]);
    expect((await blobOfFile(copiedLeaf.fileUuid))?.id).toBe((await blobOfFile(leaf))?.id);
  });

  it('asks about clashes first, then keeps both with a numbered name, or replaces what the client chose', async () => {
    const dir = await alice.folder('0', 'clashes');
    const source = await alice.uploadOne('0', 'report.txt', 'new version');
    const existing = await alice.uploadOne(dir, 'report.txt', 'old version');
    const oldBlob = await blobOfFile(existing);
    const copy = (targetRepeatedUuids?: string[]) =>
      alice.post<{ files: { fileUuid: string; name: string }[] }>('/api/v1/files/copy', {
        targetFolderUuid: dir,
        sourceFileUuids: [source],
        targetRepeatedUuids,
      });

    const before = await state();
    const ask = await copy();
    expect(ask.status).toBe(409);
    expect(ask.body).toMatchObject({
      code: 'FILE_NAME_EXISTS',
      details: { repeated: [{ sourceFileUuid: source, targetFileUuid: existing, name: 'report.txt' }] },
    });
    expect(await state()).toEqual(before);

    expect((await copy([])).body.files[0]!.name).toBe('report(1).txt');
    expect((await copy([])).body.files[0]!.name).toBe('report(2).txt');

    const replaced = await copy([existing]);
    expect(replaced.body.files[0]!.name).toBe('report.txt');
    expect(await row(existing)).toBeUndefined();
    expect(await childNames(alice, dir)).toEqual(['report(1).txt', 'report(2).txt', 'report.txt']);
    // The old content had no other row: its blob and its bytes are gone.
    expect(
      await server.db.selectFrom('blobs').select('id').where('id', '=', oldBlob!.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(diskFiles(storageDir)).not.toContain(`blobs/${oldBlob!.storage_key}`);
  });

  it('refuses copying a folder into itself, and into another user', async () => {
    const top = await alice.folder('0', 'self_copy');
    const sub = await alice.folder(top, 'below');
    const before = await state();
    const into = await alice.post('/api/v1/files/copy', { targetFolderUuid: sub, sourceFileUuids: [top] });
    expect(into.body.code).toBe('COPY_INTO_SELF');
    const other = await alice.post('/api/v1/files/copy', {
      ownerUserUuid: bob.user.id,
      targetFolderUuid: '0',
      sourceFileUuids: [sub],
    });
    expect(other.body.code).toBe('OWNER_MISMATCH');
    expect(await state()).toEqual(before);
  });

  it('counts copies against the quota', async () => {
    const carol = await loggedIn(server);
    const file = await carol.uploadOne('0', 'big.txt', 'x'.repeat(600));
    await server.db.updateTable('users').set({ quota_bytes: 1000 }).where('id', '=', carol.user.id).execute();
    const before = await state();
    const answer = await carol.post('/api/v1/files/copy', {
      targetFolderUuid: '0',
      sourceFileUuids: [file],
      targetRepeatedUuids: [],
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('QUOTA_EXCEEDED');
    expect(await state()).toEqual(before);
  });
});

describe('delete', () => {
  it('deletes folders with everything inside and frees blobs no row uses any more', async () => {
    const dir = await alice.folder('0', 'doomed');
    const only = await alice.uploadOne(await alice.folder(dir, 'deep'), 'only.txt', 'nobody else has this');
    const kept = await alice.uploadOne(dir, 'kept.txt', 'a copy survives');
    const copy = await alice.post<{ files: { fileUuid: string }[] }>('/api/v1/files/copy', {
      targetFolderUuid: '0',
      sourceFileUuids: [kept],
    });
    const onlyBlob = (await blobOfFile(only))!;
    const keptBlob = (await blobOfFile(kept))!;

    const answer = await alice.del('/api/v1/files', { fileUuids: [dir] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: 4 });
    expect(await row(only)).toBeUndefined();
    expect(diskFiles(storageDir)).not.toContain(`blobs/${onlyBlob.storage_key}`);
    expect(
      await server.db.selectFrom('blobs').select('id').where('id', '=', onlyBlob.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(diskFiles(storageDir)).toContain(`blobs/${keptBlob.storage_key}`);
    expect(await blobOfFile(copy.body.files[0]!.fileUuid)).toEqual({ ...keptBlob, refs: keptBlob.refs - 1 });
  });

  it('answers FILE_ALREADY_DELETED when nothing named exists, and deletes what exists of a mix', async () => {
    const gone = await alice.uploadOne('0', 'gone.txt', 'g');
    await alice.del('/api/v1/files', { fileUuids: [gone] });
    for (const fileUuids of [[gone], ['0'], ['1']]) {
      const answer = await alice.del('/api/v1/files', { fileUuids });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('FILE_ALREADY_DELETED');
    }
    const here = await alice.uploadOne('0', 'here.txt', 'h');
    expect((await alice.del('/api/v1/files', { fileUuids: [gone, here] })).body).toEqual({ deleted: 1 });
  });
});

describe('attributes', () => {
  let file: string;
  beforeAll(async () => {
    file = await alice.uploadOne('0', 'attr.txt', 'abc');
  });

  it('answers the general attributes with the sha256, and saves custom ones', async () => {
    const saved = await alice.put(`/api/v1/files/${file}/attributes`, {
      custom: [
        { key: 'sample', value: 'S-01' },
        { key: 'tissue_type', value: 'liver' },
      ],
    });
    expect(saved.status).toBe(200);
    const answer = await alice.get<{ general: Record<string, unknown>; custom: unknown[] }>(
      `/api/v1/files/${file}/attributes`,
    );
    expect(answer.body.general).toMatchObject({
      fileUuid: file,
      name: 'attr.txt',
      type: 'txt',
      size: 3,
      filePath: '/attr.txt',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(answer.body.custom).toEqual([
      { key: 'sample', value: 'S-01' },
      { key: 'tissue_type', value: 'liver' },
    ]);
  });

  it.each([
    [
      [
        { key: 'a', value: '1' },
        { key: 'A', value: '2' },
      ],
      'ATTRIBUTE_DUPLICATE',
    ],
    [[{ key: 'has space', value: '1' }], 'ATTRIBUTE_NAME_INVALID'],
    [[{ key: '../x', value: '1' }], 'ATTRIBUTE_NAME_INVALID'],
    [[{ key: 'x'.repeat(300), value: '1' }], 'ATTRIBUTE_NAME_INVALID'],
  ])('refuses %j with %s and keeps the saved ones', async (custom, code) => {
    const before = await state();
    const answer = await alice.put(`/api/v1/files/${file}/attributes`, { custom });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
    expect(await state()).toEqual(before);
  });

  it('gives folders no sha256', async () => {
    const dir = await alice.folder('0', 'attr_dir');
    const answer = await alice.get<{ general: { sha256: unknown } }>(`/api/v1/files/${dir}/attributes`);
    expect(answer.body.general.sha256).toBeNull();
  });
});

describe('folder tree', () => {
  it('lists subfolders only, saying which have subfolders themselves', async () => {
    const top = await alice.folder('0', 'tree_top');
    await alice.folder(await alice.folder(top, 'with_child'), 'child');
    await alice.folder(top, 'empty');
    await alice.uploadOne(top, 'file.txt', 'f');
    const answer = await alice.get<{ folders: unknown[]; more: boolean }>(`/api/v1/files/${top}/folders`);
    expect(answer.body).toEqual({
      folders: [
        { fileUuid: expect.any(String) as string, name: 'empty', hasChildren: false },
        { fileUuid: expect.any(String) as string, name: 'with_child', hasChildren: true },
      ],
      more: false,
    });
  });
});
