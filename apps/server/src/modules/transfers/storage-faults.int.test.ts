import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database';
import { createUser, login } from '../../../test/factories';
import { BOUNDARY, multipartBody, rawRequest, type RawAnswer } from '../../../test/raw-http';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import {
  failingExt4,
  fullableExt4,
  smallFileSystemProblem,
  type SmallFileSystem,
} from '../../../test/small-file-system';
import { createTestDatabase } from '../../../test/test-server';
import { sha256Hex, tusClient, type TusClient } from '../../../test/tus-api';

/*
 * Uploads onto a real file system that fills up, and onto one whose disk fails (review R2), under the real server
 * as a process, whose log is read: a full disk answers 507 STORAGE_FULL and a failing one 500 STORAGE_FAILED, each
 * with one error line in the log; the offset a client resumes from never counts a byte that is not on the disk; and
 * nothing is left behind where the disk still lets it go.
 */

const problem = smallFileSystemProblem();
if (problem) throw new Error(`storage fault tests: ${problem}`);

const MiB = 1024 * 1024;

interface Setup {
  fs: SmallFileSystem;
  server: ServerProcess;
  db: Database;
  token: string;
  tus: TusClient;
}

/** What to undo after the tests, in this order, whatever the set-up got to. */
const undo: (() => Promise<unknown>)[] = [];

async function setUp<F extends SmallFileSystem>(mount: () => Promise<F>): Promise<Setup & { fs: F }> {
  const fs = await mount();
  undo.push(() => fs.unmount());
  const dbUrl = await createTestDatabase();
  const { db } = createDatabase(dbUrl, 2);
  undo.unshift(() => db.destroy());
  const user = await createUser(db);
  const server = await startServerProcess({ DATABASE_URL: dbUrl, STORAGE_DIR: fs.dir });
  undo.unshift(() => server.stop());
  const token = (await login(server.baseUrl, user)).token!;
  return { fs, server, db, token, tus: tusClient(server.baseUrl, token) };
}

let full: Setup;
let failing: Setup & { fs: { fail(): Promise<void> } };
beforeAll(async () => {
  [full, failing] = await Promise.all([setUp(() => fullableExt4(24)), setUp(() => failingExt4(64))]);
}, 120_000);
afterAll(async () => {
  // Servers stop first: a file system in use cannot be unmounted.
  for (const step of undo) await step().catch((error: unknown) => console.error('clean-up failed', error));
});

const codeOf = (answer: RawAnswer | 'cut') =>
  answer === 'cut' ? 'cut' : [answer.status, (JSON.parse(answer.body) as { code?: string }).code];

/** One PATCH of `content` from `offset`, with a declared length, as a tus client sends it (or from `body`). */
function patch(setup: Setup, url: string, offset: number, content: Buffer, body?: () => AsyncIterable<Buffer>) {
  return rawRequest(`${setup.server.baseUrl}${url}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      token: setup.token,
      lang: 'en',
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(content.length - offset),
    },
    body: (
      body ??
      async function* () {
        for (let at = offset; at < content.length; at += MiB) yield content.subarray(at, at + MiB);
      }
    )(),
  });
}

function multipart(setup: Setup, content: Buffer) {
  return rawRequest(`${setup.server.baseUrl}/api/v1/files/upload`, {
    headers: { token: setup.token, lang: 'en', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartBody([
      { field: 'parentsUuid', value: '0' },
      { field: 'file', filename: 'whole.bin', content: [content] },
    ]),
  });
}

/** The first `length` bytes of a file as the disk holds them, read past the page cache. */
async function onDisk(file: string, length: number): Promise<Buffer> {
  if (length === 0) return Buffer.alloc(0);
  const { stdout } = await promisify(execFile)(
    'dd',
    [`if=${file}`, 'iflag=direct,count_bytes', `count=${length}`, 'bs=1M', 'status=none'],
    { encoding: 'buffer', maxBuffer: 256 * MiB },
  );
  return stdout;
}

/** Error lines the server logged for storage faults, with their errno codes. */
function storageErrors(setup: Setup): string[] {
  return setup.server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"storage failed"'))
    .map((line) => JSON.parse(line) as { level: number; err: { code: string } })
    .map((entry) => `${entry.level}:${entry.err.code}`);
}

const partials = (setup: Setup) => readdirSync(path.join(setup.fs.dir, 'partial'));
const uploadRow = (setup: Setup, url: string) =>
  setup.db.selectFrom('uploads').selectAll().where('id', '=', url.split('/').pop()!).executeTakeFirst();

describe('a full disk', () => {
  it('answers 507 STORAGE_FULL to a tus PATCH, keeps a resumable offset on disk, and logs each once', async () => {
    const content = randomBytes(32 * MiB);
    const url = await full.tus.start(content, { filename: 'big.bin', parentsUuid: '0' });
    expect(codeOf(await patch(full, url, 0, content))).toEqual([507, 'STORAGE_FULL']);
    const offset = await full.tus.offset(url);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(content.length);
    const row = (await uploadRow(full, url))!;
    const partial = path.join(full.fs.dir, 'partial', row.staging_handle);
    expect(sha256Hex(await onDisk(partial, offset))).toBe(sha256Hex(content.subarray(0, offset)));
    // Resuming while the disk is still full fails the same way, and changes nothing.
    expect(codeOf(await patch(full, url, offset, content))).toEqual([507, 'STORAGE_FULL']);
    expect(await full.tus.offset(url)).toBe(offset);
    console.info(`full disk: offset ${offset} of ${content.length} kept, all of it on the disk`);
    await expect.poll(() => storageErrors(full)).toEqual(['50:ENOSPC', '50:ENOSPC']);

    expect((await full.tus.delete(url)).status).toBe(204);
    expect(partials(full)).toEqual([]);
  });

  it('answers 507 STORAGE_FULL to a multipart upload and leaves no staged bytes', async () => {
    const before = storageErrors(full).length;
    expect(codeOf(await multipart(full, randomBytes(32 * MiB)))).toEqual([507, 'STORAGE_FULL']);
    await expect.poll(() => storageErrors(full).slice(before)).toEqual(['50:ENOSPC']);
    expect(readdirSync(path.join(full.fs.dir, 'tmp'))).toEqual([]);
    expect(await full.db.selectFrom('files').select('uuid').where('name', '=', 'whole.bin').execute()).toEqual([]);
  });
});

describe('a failing disk', () => {
  it('answers 500 STORAGE_FAILED, never counts bytes whose sync failed, and keeps the upload while its bytes stay', async () => {
    const content = randomBytes(8 * MiB);
    const url = await failing.tus.start(content, { filename: 'big.bin', parentsUuid: '0' });
    const row = (await uploadRow(failing, url))!;
    const partial = path.join(failing.fs.dir, 'partial', row.staging_handle);
    // The server has written (not synced) the first bytes when the disk fails under it; a later sync fails.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = patch(failing, url, 0, content, async function* () {
      yield content.subarray(0, 6 * MiB);
      await held;
      yield content.subarray(6 * MiB);
    });
    await expect.poll(() => (existsSync(partial) ? statSync(partial).size : 0)).toBeGreaterThan(0);
    await failing.fs.fail();
    release();
    expect(codeOf(await answer)).toEqual([500, 'STORAGE_FAILED']);
    // Bytes were written before the failure, but no sync of them succeeded (no checkpoint under CHECKPOINT_BYTES).
    const offset = await failing.tus.offset(url);
    expect(offset).toBe(0);
    expect(sha256Hex(await onDisk(partial, offset))).toBe(sha256Hex(content.subarray(0, offset)));

    // The file system went read-only: a resume and a DELETE fail as the disk's fault, and the upload stays.
    expect(codeOf(await patch(failing, url, offset, content))).toEqual([500, 'STORAGE_FAILED']);
    const removal = await failing.tus.delete(url);
    expect([removal.status, removal.body.code]).toEqual([500, 'STORAGE_FAILED']);
    expect(existsSync(partial)).toBe(true);
    expect((await failing.tus.head(url)).status).toBe(200);
    await expect.poll(() => storageErrors(failing).length).toBe(3);
    expect(storageErrors(failing).every((line) => /^50:(EIO|EROFS)$/.test(line))).toBe(true);
    console.info(`failing disk: offset ${offset} of ${content.length} kept; logged`, storageErrors(failing));
  });

  it('answers 500 STORAGE_FAILED to a multipart upload', async () => {
    const before = storageErrors(failing).length;
    expect(codeOf(await multipart(failing, randomBytes(4 * MiB)))).toEqual([500, 'STORAGE_FAILED']);
    await expect.poll(() => storageErrors(failing).slice(before)).toHaveLength(1);
    expect(await failing.db.selectFrom('files').select('uuid').where('name', '=', 'whole.bin').execute()).toEqual([]);
  });
});
