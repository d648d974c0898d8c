import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_FILE_UUID_HEADER } from '@biocloud/contracts';
import { diskFiles, loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import { rawRequest, requestHeadBytes } from '../../../test/raw-http';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sha256Hex, tusClient, type TusClient } from '../../../test/tus-api';

let server: TestServer;
let storageDir: string;
let alice: FileClient & { user: TestUser };
let tus: TusClient;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  alice = await loggedIn(server);
  tus = tusClient(server.baseUrl, alice.token);
});
afterAll(() => server.close());

const MiB = 1024 * 1024;
const staged = () => diskFiles(storageDir).filter((f) => !f.startsWith('blobs/'));
const names = async (folder = '0') => (await alice.list(folder)).body.data.fileList.map((f) => f.name).sort();
const download = async (client: FileClient, fileUuid: string) => {
  const res = await fetch(`${server.baseUrl}/api/v1/files/${fileUuid}/download`, { headers: { token: client.token } });
  return Buffer.from(await res.arrayBuffer());
};
const uploadRow = (url: string) =>
  server.db.selectFrom('uploads').selectAll().where('id', '=', url.split('/').pop()!).executeTakeFirst();

/** Sends the rest of the content the way a tus client resumes: ask the offset, send from there, again on 409. */
async function resume(client: TusClient, url: string, content: Buffer, chunk = content.length) {
  for (let tries = 0; tries < 10; tries++) {
    const offset = await client.offset(url);
    if (offset === content.length) return client.head(url);
    const answer = await client.patch(url, offset, content.subarray(offset, offset + chunk));
    if (answer.status === 409) continue;
    if (answer.status !== 204) return answer;
    if (answer.headers.get(TUS_FILE_UUID_HEADER)) return answer;
  }
  throw new Error('upload did not finish');
}

describe('tus protocol', () => {
  it('tells what it supports without a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/uploads/`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-version')).toBe('1.0.0');
    expect(res.headers.get('tus-extension')).toBe('creation,termination,checksum,expiration');
    expect(res.headers.get('tus-checksum-algorithm')).toBe('sha1,sha256,md5');
    expect(Number(res.headers.get('tus-max-size'))).toBeGreaterThan(200_000_000);
  });

  it('refuses a request of another protocol version, and one without a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/uploads/`, {
      method: 'POST',
      headers: { token: alice.token, 'upload-length': '1', lang: 'en' },
    });
    expect(res.status).toBe(412);
    expect(res.headers.get('tus-version')).toBe('1.0.0');
    expect(((await res.json()) as { code: string }).code).toBe('TUS_VERSION_UNSUPPORTED');
    const anonymous = await tusClient(server.baseUrl, null).create(1, { filename: 'a.txt', parentsUuid: '0' });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('tus upload', () => {
  it('takes a file in several PATCH requests; it exists only after the last byte and matches', async () => {
    const content = randomBytes(3 * MiB + 123);
    const created = await tus.create(content.length, {
      filename: 'reads_1.fq.gz',
      parentsUuid: '0',
      sha256: sha256Hex(content),
    });
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    expect(url).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    expect(new Date(created.headers.get('upload-expires')!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    let offset = 0;
    for (const size of [MiB, MiB, MiB + 123]) {
      const answer = await tus.patch(url, offset, content.subarray(offset, offset + size));
      expect(answer.status).toBe(204);
      offset += size;
      expect(Number(answer.headers.get('upload-offset'))).toBe(offset);
      if (offset < content.length) {
        expect(answer.headers.get(TUS_FILE_UUID_HEADER)).toBeNull();
        // A partial upload is never a file.
        expect(await names()).not.toContain('reads_1.fq.gz');
      }
    }
    const head = await tus.head(url);
    expect(head.headers.get('upload-offset')).toBe(String(content.length));
    expect(head.headers.get('upload-length')).toBe(String(content.length));
    expect(head.headers.get('upload-metadata')).toContain('filename ');
    expect(head.headers.get('cache-control')).toBe('no-store');
    const fileUuid = head.headers.get(TUS_FILE_UUID_HEADER)!;
    expect(await names()).toContain('reads_1.fq.gz');
    expect((await download(alice, fileUuid)).equals(content)).toBe(true);
    const attributes = await alice.get<{ general: { sha256: string; type: string } }>(
      `/api/v1/files/${fileUuid}/attributes`,
    );
    expect(attributes.body.general).toMatchObject({ sha256: sha256Hex(content), type: 'fastq' });
    expect(staged()).toEqual([]);
    // The last answer lost, a client sending its last offset again learns the same outcome.
    const again = await tus.patch(url, content.length, Buffer.alloc(0));
    expect([again.status, again.headers.get(TUS_FILE_UUID_HEADER)]).toEqual([204, fileUuid]);
  });

  it('resumes from the offset the server kept after a connection cut in the middle of a PATCH', async () => {
    const content = randomBytes(4 * MiB);
    const url = await tus.start(content, { filename: 'cut.bin', parentsUuid: '0' });
    const cut = await rawRequest(`${server.baseUrl}${url}`, {
      method: 'PATCH',
      headers: {
        token: alice.token,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(content.length),
      },
      body: (async function* () {
        for (let i = 0; i < content.length; i += 256 * 1024) yield content.subarray(i, i + 256 * 1024);
      })(),
      cutAfter: 2.5 * MiB,
    });
    expect(cut).toBe('cut');
    // What arrived is kept (the server saw the cut and recorded it, or records it when the resume takes over).
    await expect.poll(async () => (await uploadRow(url))?.received, { timeout: 5000 }).toBeGreaterThan(0);
    expect(await names()).not.toContain('cut.bin');
    const done = await resume(tus, url, content, MiB);
    const fileUuid = done.headers.get(TUS_FILE_UUID_HEADER)!;
    expect((await download(alice, fileUuid)).equals(content)).toBe(true);
  });

  it('refuses a PATCH at another offset than the server holds (409) and keeps nothing of it', async () => {
    const content = Buffer.from('0123456789');
    const url = await tus.start(content, { filename: 'offsets.txt', parentsUuid: '0' });
    expect((await tus.patch(url, 0, content.subarray(0, 4))).status).toBe(204);
    const wrong = await tus.patch(url, 2, content.subarray(2));
    expect([wrong.status, wrong.body.code, wrong.body.details]).toEqual([409, 'UPLOAD_OFFSET_MISMATCH', { offset: 4 }]);
    expect(await tus.offset(url)).toBe(4);
    const missing = await tus.patch(url, 4, content.subarray(4), { 'upload-offset': 'x' });
    expect([missing.status, missing.body.code]).toEqual([400, 'UPLOAD_OFFSET_INVALID']);
    const typed = await tus.patch(url, 4, content.subarray(4), { 'content-type': 'application/octet-stream' });
    expect([typed.status, typed.body.code]).toEqual([415, 'UPLOAD_CONTENT_TYPE_INVALID']);
    expect((await tus.patch(url, 4, content.subarray(4))).headers.get(TUS_FILE_UUID_HEADER)).toBeTruthy();
  });

  it('refuses a body longer than the upload has left, declared or not, and keeps nothing of it', async () => {
    const content = Buffer.from('abcdef');
    const url = await tus.start(content, { filename: 'long.txt', parentsUuid: '0' });
    const declared = await tus.patch(url, 0, Buffer.from('abcdefgh'));
    expect([declared.status, declared.body.code]).toEqual([413, 'UPLOAD_LENGTH_EXCEEDED']);
    const chunked = await rawRequest(`${server.baseUrl}${url}`, {
      method: 'PATCH',
      headers: {
        token: alice.token,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      body: (async function* () {
        yield Buffer.from('abc');
        yield Buffer.from('defgh');
      })(),
    });
    expect(chunked !== 'cut' && chunked.status).toBe(413);
    expect(await tus.offset(url)).toBe(0);
    expect((await resume(tus, url, content)).headers.get(TUS_FILE_UUID_HEADER)).toBeTruthy();
  });

  it('checks the Upload-Checksum of a PATCH: a mismatch drops its bytes (460), a match keeps them', async () => {
    const content = Buffer.from('checksummed content');
    const url = await tus.start(content, { filename: 'sum.txt', parentsUuid: '0' });
    const part = content.subarray(0, 7);
    const digest = (algorithm: string, data: Buffer) =>
      `${algorithm} ${createHash(algorithm).update(data).digest('base64')}`;
    const bad = await tus.patch(url, 0, part, { 'upload-checksum': digest('sha1', Buffer.from('other')) });
    expect([bad.status, bad.body.code]).toEqual([460, 'CHECKSUM_MISMATCH']);
    expect(await tus.offset(url)).toBe(0);
    const unknown = await tus.patch(url, 0, part, { 'upload-checksum': 'crc32 AAAAAA==' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'CHECKSUM_ALGORITHM_UNSUPPORTED']);
    expect((await tus.patch(url, 0, part, { 'upload-checksum': digest('sha1', part) })).status).toBe(204);
    const rest = content.subarray(7);
    const last = await tus.patch(url, 7, rest, { 'upload-checksum': digest('md5', rest) });
    expect(last.headers.get(TUS_FILE_UUID_HEADER)).toBeTruthy();
  });

  it('refuses a file whose whole sha256 differs from the announced one: nothing appears, the upload is gone', async () => {
    const content = Buffer.from('the real content');
    const created = await tus.create(content.length, {
      filename: 'tampered.txt',
      parentsUuid: '0',
      sha256: sha256Hex('something else'),
    });
    const url = created.headers.get('location')!;
    const answer = await tus.patch(url, 0, content);
    expect([answer.status, answer.body.code]).toEqual([460, 'UPLOAD_SHA256_MISMATCH']);
    expect(await names()).not.toContain('tampered.txt');
    expect((await tus.head(url)).status).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('hides an upload from every other user: HEAD, PATCH and DELETE answer 404', async () => {
    const content = Buffer.from('private bytes');
    const url = await tus.start(content, { filename: 'mine.txt', parentsUuid: '0' });
    const bob = tusClient(server.baseUrl, (await loggedIn(server)).token);
    expect((await bob.head(url)).status).toBe(404);
    const patch = await bob.patch(url, 0, content);
    expect([patch.status, patch.body.code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    expect((await bob.delete(url)).status).toBe(404);
    expect((await bob.head('/api/v1/uploads/not-a-uuid')).status).toBe(404);
    expect(await tus.offset(url)).toBe(0);
    expect((await tus.delete(url)).status).toBe(204);
    expect((await tus.head(url)).status).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('checks name, place and quota at creation, before a byte is stored', async () => {
    const before = staged();
    const sha256 = sha256Hex('x');
    const attempt = (length: number, metadata: Record<string, string>) => tus.create(length, { sha256, ...metadata });
    const refusals = [
      await attempt(1, { filename: '../x', parentsUuid: '0' }),
      await attempt(1, { filename: 'a b.txt', parentsUuid: '0' }),
      await attempt(1, { filename: 'x.txt', parentsUuid: '1' }),
      await attempt(1, { filename: 'x.txt', parentsUuid: '00000000-0000-4000-8000-000000000000' }),
      await attempt(1, { filename: 'x.txt', parentsUuid: '0', relativePath: '../../etc' }),
      await attempt(1, { filename: 'x.txt' }),
      await tus.create(1, { filename: 'x.txt', parentsUuid: '0' }),
      await tus.create(1, { filename: 'x.txt', parentsUuid: '0', sha256 }, { 'upload-length': '-1' }),
      await tus.create(1, { filename: 'x.txt', parentsUuid: '0', sha256 }, { 'upload-defer-length': '1' }),
      await attempt(2 ** 50, { filename: 'huge.bin', parentsUuid: '0' }),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'UPLOAD_NAME_INVALID'],
      [400, 'UPLOAD_NAME_INVALID'],
      [400, 'PUBLIC_READ_ONLY'],
      [404, 'FILE_NOT_FOUND'],
      [400, 'FOLDER_NAME_INVALID'],
      [400, 'UPLOAD_METADATA_INVALID'],
      [400, 'UPLOAD_METADATA_INVALID'],
      [400, 'UPLOAD_LENGTH_INVALID'],
      [400, 'UPLOAD_LENGTH_INVALID'],
      [413, 'UPLOAD_TOO_LARGE'],
    ]);
    await alice.uploadOne('0', 'taken.txt', 'x');
    const clash = await attempt(1, { filename: 'taken.txt', parentsUuid: '0' });
    expect([clash.status, clash.body.code]).toEqual([409, 'FILE_NAME_EXISTS']);
    expect(staged()).toEqual(before);
  });

  it('refuses an upload over the quota, counting the bytes promised to uploads in progress', async () => {
    const carol = await loggedIn(server);
    const carolTus = tusClient(server.baseUrl, carol.token);
    await server.db.updateTable('users').set({ quota_bytes: 1000 }).where('id', '=', carol.user.id).execute();
    const before = staged();
    const over = await carolTus.create(1001, { filename: 'big.bin', parentsUuid: '0', sha256: sha256Hex('x') });
    expect([over.status, over.body.code]).toEqual([413, 'QUOTA_EXCEEDED']);
    expect(staged()).toEqual(before);
    const first = await carolTus.start(Buffer.alloc(600), { filename: 'first.bin', parentsUuid: '0' });
    const second = await carolTus.create(600, { filename: 'second.bin', parentsUuid: '0', sha256: sha256Hex('y') });
    expect([second.status, second.body.code]).toEqual([413, 'QUOTA_EXCEEDED']);
    // The same file started over replaces its unfinished upload instead of counting twice.
    const restarted = await carolTus.start(Buffer.alloc(600), { filename: 'first.bin', parentsUuid: '0' });
    expect((await carolTus.head(first)).status).toBe(404);
    expect((await carolTus.patch(restarted, 0, Buffer.alloc(600))).headers.get(TUS_FILE_UUID_HEADER)).toBeTruthy();
  });

  it('creates the folders of a folder upload from relativePath, once, beside existing ones', async () => {
    const target = await alice.folder('0', 'dropped');
    const files = [
      { path: 'run_1', name: 'a.fa', content: '>a\nACGT\n' },
      { path: 'run_1/lane_1', name: 'b.fq', content: '@b\nAC\n+\nII\n' },
      { path: 'run_1/lane_1', name: 'c.txt', content: 'c' },
      { path: '', name: 'top.txt', content: 'top' },
    ];
    // Created all before any finishes, as a browser starts the files of a dropped folder.
    const urls = await Promise.all(
      files.map((f) =>
        tus.start(Buffer.from(f.content), { filename: f.name, parentsUuid: target, relativePath: f.path }),
      ),
    );
    expect(await names(target)).toEqual([]);
    await Promise.all(urls.map((url, i) => tus.patch(url, 0, Buffer.from(files[i]!.content))));
    expect(await names(target)).toEqual(['run_1', 'top.txt']);
    const run = (await alice.list(target)).body.data.fileList.find((f) => f.name === 'run_1')!;
    expect(await names(run.fileUuid)).toEqual(['a.fa', 'lane_1']);
    const lane = (await alice.list(run.fileUuid)).body.data.fileList.find((f) => f.name === 'lane_1')!;
    expect(await names(lane.fileUuid)).toEqual(['b.fq', 'c.txt']);
  });

  it('stores an empty file at creation', async () => {
    const created = await tus.create(0, { filename: 'empty.txt', parentsUuid: '0', sha256: sha256Hex('') });
    expect(created.status).toBe(201);
    expect(created.headers.get(TUS_FILE_UUID_HEADER)).toBeTruthy();
    expect(await names()).toContain('empty.txt');
    // Its row was written complete with the file, and no partial stays.
    const url = created.headers.get('location')!;
    expect((await uploadRow(url))?.status).toBe('complete');
    expect((await tus.head(url)).headers.get(TUS_FILE_UUID_HEADER)).toBe(created.headers.get(TUS_FILE_UUID_HEADER));
    expect(staged()).toEqual([]);
  });
});

describe('tus across a restart', () => {
  it('resumes after the server restarts between two PATCH requests, the hash rebuilt from the staged bytes', async () => {
    const dbUrl = server.dbUrl;
    const env = { STORAGE_DIR: storageDir, VAR_DIR: server.config.VAR_DIR };
    const first = await startTestServer(env, { dbUrl });
    const content = randomBytes(2 * MiB + 5);
    const before = tusClient(first.baseUrl, alice.token);
    const url = await before.start(content, { filename: 'restarted.bin', parentsUuid: '0' });
    expect((await before.patch(url, 0, content.subarray(0, MiB))).status).toBe(204);
    await first.close();

    const second = await startTestServer(env, { dbUrl });
    try {
      const after = tusClient(second.baseUrl, alice.token);
      expect(await after.offset(url)).toBe(MiB);
      const done = await after.patch(url, MiB, content.subarray(MiB));
      expect(done.status).toBe(204);
      const fileUuid = done.headers.get(TUS_FILE_UUID_HEADER)!;
      expect((await download(alice, fileUuid)).equals(content)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('closes without waiting for a stalled PATCH, keeping what it received for the client to resume', async () => {
    const env = { STORAGE_DIR: storageDir, VAR_DIR: server.config.VAR_DIR };
    const closing = await startTestServer(env, { dbUrl: server.dbUrl });
    const content = randomBytes(MiB);
    const url = await tusClient(closing.baseUrl, alice.token).start(content, {
      filename: 'stalled.bin',
      parentsUuid: '0',
    });
    let stall!: () => void;
    const stalled = new Promise<void>((resolve) => (stall = resolve));
    // The server's own count of bytes read from the connection tells when the first chunk is in (a fixed wait did
    // not, on a loaded machine): the request head as the client wrote it, then the body.
    let bodyBytesIn = () => 0;
    closing.app.server.on('request', (request: IncomingMessage) => {
      bodyBytesIn = () => request.socket.bytesRead - requestHeadBytes(request);
    });
    const pending = rawRequest(`${closing.baseUrl}${url}`, {
      method: 'PATCH',
      headers: {
        token: alice.token,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(content.length),
      },
      body: (async function* () {
        yield content.subarray(0, 300_000);
        await stalled;
      })(),
    }).catch(() => 'cut' as const);
    await expect.poll(async () => (await uploadRow(url))?.received, { timeout: 5000 }).toBe(0);
    await expect.poll(() => bodyBytesIn(), { timeout: 10_000 }).toBe(300_000);
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(5000);
    stall();
    expect(await pending).toBe('cut');
    expect((await uploadRow(url))?.received).toBe(300_000);
    expect((await resume(tus, url, content)).headers.get(TUS_FILE_UUID_HEADER)).toBeTruthy();
  });

  it('expires unfinished uploads untouched for a day (the sweeper runs when a server starts)', async () => {
    const content = Buffer.from('abandoned');
    const url = await tus.start(content, { filename: 'abandoned.txt', parentsUuid: '0' });
    await tus.patch(url, 0, content.subarray(0, 3));
    const id = url.split('/').pop()!;
    await server.db
      .updateTable('uploads')
      .set({ updated_at: new Date(Date.now() - 25 * 3600_000) })
      .where('id', '=', id)
      .execute();
    const handle = (await uploadRow(url))!.staging_handle;
    const other = await startTestServer({ STORAGE_DIR: storageDir }, { dbUrl: server.dbUrl });
    try {
      await expect.poll(() => uploadRow(url), { timeout: 5000 }).toBeUndefined();
      await expect.poll(staged, { timeout: 5000 }).not.toContain(`partial/${handle}`);
      expect((await tus.head(url)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
