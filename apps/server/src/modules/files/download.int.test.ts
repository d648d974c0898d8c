import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_FILE_SIZE_UNIT } from '@biocloud/contracts';
import { loggedIn, privateRootUuid, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { readStoredZip } from '../../../test/zip-reader';
import { GZIP_PREVIEW_BYTES } from './preview.service';
import { PAGE_BYTES } from './text-pages';

let server: TestServer;
let storageDir: string;
let alice: FileClient & { user: TestUser };
let bob: FileClient & { user: TestUser };

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  [alice, bob] = await Promise.all([loggedIn(server), loggedIn(server)]);
});
afterAll(() => server.close());

const download = (uuid: string, headers: Record<string, string> = {}, query = '', method = 'GET') =>
  fetch(`${server.baseUrl}/api/v1/files/${uuid}/download${query}`, {
    method,
    headers: { token: alice.token, ...headers },
  });

describe('single-file download', () => {
  const content = randomBytes(100_000);
  let file: string;
  beforeAll(async () => {
    file = await alice.uploadOne('0', 'random.bin', content);
  });

  it('sends the whole file with its name, validators and Accept-Ranges', async () => {
    const res = await download(file);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(content.length));
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="random.bin"; filename*=UTF-8''random.bin`,
    );
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it.each([
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=99990-', 99_990, 99_999],
    ['bytes=-16', 99_984, 99_999],
    ['bytes=0-', 0, 99_999],
    ['bytes=50000-999999', 50_000, 99_999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await download(file, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${content.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(content.subarray(start, end + 1))).toBe(true);
  });

  it('answers several ranges with the whole file', async () => {
    const res = await download(file, { range: 'bytes=0-9,20-29,40-49' });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(content.length);
  });

  it.each([
    ['hundreds of ranges', `bytes=${Array.from({ length: 300 }, (_, i) => `${i * 10}-${i * 10 + 5}`).join(',')}`],
    ['a start past the end', 'bytes=100000-'],
    ['a malformed header', 'bytes=oops'],
    ['a reversed range', 'bytes=10-5'],
  ])('refuses %s with 416 and the size', async (_what, range) => {
    const res = await download(file, { range });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${content.length}`);
    expect(((await res.json()) as { code: string }).code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('starts over when If-Range names other content', async () => {
    const res = await download(file, { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(res.status).toBe(200);
    const etag = (await download(file, { range: 'bytes=0-0' })).headers.get('etag')!;
    expect((await download(file, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await download(file, {}, '', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(content.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('shows images and PDF inline on request, with their media type, and nothing else', async () => {
    const png = await alice.uploadOne('0', 'plot.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    const pdf = await alice.uploadOne('0', 'report.pdf', '%PDF-1.4');
    const image = await download(png, {}, '?inline=1');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(image.headers.get('content-security-policy')).toMatch(/^sandbox/);
    const doc = await download(pdf, {}, '?inline=1');
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    const other = await download(file, {}, '?inline=1');
    expect(other.headers.get('content-type')).toBe('application/octet-stream');
    expect(other.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('refuses folders', async () => {
    const dir = await alice.folder('0', 'not_a_file');
    const res = await download(dir);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('FILE_IS_FOLDER');
  });
});

describe('zip of files and folders', () => {
  let dir: string;
  let loose: string;
  beforeAll(async () => {
    dir = await alice.folder('0', 'results');
    const sub = await alice.folder(dir, 'sub');
    await alice.folder(dir, 'empty');
    await alice.uploadOne(sub, 'a.txt', 'alpha\n');
    await alice.uploadOne(dir, 'b.txt', 'beta\n');
    loose = await alice.uploadOne('0', 'c.bin', randomBytes(70_000));
  });

  const expectEntries = (zip: Buffer) => {
    const entries = readStoredZip(zip);
    expect(entries.map((e) => e.name).sort()).toEqual([
      'c.bin',
      'results/',
      'results/b.txt',
      'results/empty/',
      'results/sub/',
      'results/sub/a.txt',
    ]);
    expect(entries.find((e) => e.name === 'results/sub/a.txt')?.content?.toString()).toBe('alpha\n');
    expect(entries.find((e) => e.name === 'c.bin')?.content?.length).toBe(70_000);
  };

  it('streams one zip with every entry under its path, its length known in advance', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/files/package`, {
      method: 'POST',
      headers: { token: alice.token, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [dir, loose] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(zip.length));
    expectEntries(zip);
  });

  it('announces the exact length of a zip whose directory passes 64 KiB (hundreds of entries)', async () => {
    const many = await alice.folder('0', 'many');
    for (let batch = 0; batch < 8; batch++) {
      const form = new FormData();
      form.append('parentsUuid', many);
      for (let i = 0; i < 100; i++) {
        form.append('file', new Blob([`${batch * 100 + i}\n`]), `entry_with_a_rather_long_name_${batch * 100 + i}.txt`);
      }
      const res = await fetch(`${server.baseUrl}/api/v1/files/upload`, {
        method: 'POST',
        headers: { token: alice.token },
        body: form,
      });
      expect(res.status).toBe(200);
    }
    const res = await fetch(`${server.baseUrl}/api/v1/files/package`, {
      method: 'POST',
      headers: { token: alice.token, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [many] }),
    });
    expect(res.status).toBe(200);
    const zip = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(zip.length));
    const entries = readStoredZip(zip);
    expect(entries).toHaveLength(801);
    expect(entries.find((e) => e.name === 'many/entry_with_a_rather_long_name_799.txt')?.content?.toString()).toBe(
      '799\n',
    );
  });

  it('takes an HTML form post too, so a browser can save the stream to disk', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/files/package`, {
      method: 'POST',
      headers: { cookie: `token=${alice.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['fileUuids', `${dir},${loose}`]]).toString(),
    });
    expect(res.status).toBe(200);
    expectEntries(Buffer.from(await res.arrayBuffer()));
  });

  it('cuts the zip short, and keeps serving, when a blob is missing on disk', async () => {
    const lost = await alice.uploadOne('0', 'lost.bin', randomBytes(1000));
    const blob = await server.db
      .selectFrom('files')
      .innerJoin('blobs', 'blobs.id', 'files.blob_id')
      .select('storage_key')
      .where('files.uuid', '=', lost)
      .executeTakeFirstOrThrow();
    rmSync(path.join(storageDir, 'blobs', blob.storage_key));
    const res = await fetch(`${server.baseUrl}/api/v1/files/package`, {
      method: 'POST',
      headers: { token: alice.token, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [loose, lost] }),
    });
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });

  it("answers 404 for another user's files", async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/files/package`, {
      method: 'POST',
      headers: { token: bob.token, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [dir] }),
    });
    expect(res.status).toBe(404);
  });
});

describe('text preview', () => {
  const lines = Array.from({ length: 60_000 }, (_, i) => `read_${i}\t${'ACGT'.repeat(1 + (i % 13))}\n`).join('');
  const text = Buffer.from(lines);
  let file: string;
  beforeAll(async () => {
    file = await alice.uploadOne('0', 'table.txt', text);
  });

  const preview = (fileUuid: string, pageNow: number) =>
    alice.post<{ filename: string; content: string; page: { pagenow: number; totalpage: number } }>(
      '/api/v1/files/preview',
      { fileUuid, pageNow, type: 'txt' },
    );

  it('pages a multi-MB file by byte windows that start at line starts', async () => {
    const totalpage = Math.ceil(text.length / PAGE_BYTES);
    expect(text.length).toBeGreaterThan(2 * BYTES_PER_FILE_SIZE_UNIT.MB);
    const middle = Math.floor(totalpage / 2);
    const [page, next] = await Promise.all([preview(file, middle), preview(file, middle + 1)]);
    expect(page.body.page).toEqual({ pagenow: middle, totalpage });
    expect(page.body.filename).toBe('table.txt');
    const at = lines.indexOf(page.body.content);
    expect(at).toBeGreaterThan((middle - 1) * PAGE_BYTES - 1);
    expect(lines[at - 1]).toBe('\n');
    expect(page.body.content.endsWith('\n')).toBe(true);
    expect(lines.indexOf(next.body.content)).toBe(at + page.body.content.length);
  });

  it('answers the last page for a page past the end, and page 1 from the start', async () => {
    const last = await preview(file, 10_000);
    expect(last.body.page.pagenow).toBe(last.body.page.totalpage);
    expect(lines.endsWith(last.body.content)).toBe(true);
    const first = await preview(file, 1);
    expect(lines.startsWith(first.body.content)).toBe(true);
  });

  it('previews gzip files over their first inflated bytes', async () => {
    const gz = await alice.uploadOne('0', 'table.txt.gz', gzipSync(text));
    const first = await preview(gz, 1);
    expect(first.body.page.totalpage).toBe(Math.ceil(Math.min(text.length, GZIP_PREVIEW_BYTES) / PAGE_BYTES));
    expect(lines.startsWith(first.body.content)).toBe(true);
    const third = await preview(gz, 3);
    expect(lines.indexOf(third.body.content)).toBeGreaterThan(0);
    expect(lines[lines.indexOf(third.body.content) - 1]).toBe('\n');
  });

  it('previews FASTQ, and refuses types that are not text, and folders', async () => {
    const fq = await alice.uploadOne('0', 'reads.fq', '@r1\nACGT\n+\nIIII\n');
    expect((await preview(fq, 1)).body.content).toBe('@r1\nACGT\n+\nIIII\n');
    const bam = await alice.uploadOne('0', 'aln.bam', randomBytes(100));
    const dir = await alice.folder('0', 'preview_dir');
    for (const uuid of [bam, dir]) {
      const answer = await preview(uuid, 1);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'NOT_PREVIEWABLE' });
    }
  });
});

describe('download check (spec 000 §4)', () => {
  /** A file row of any size, without bytes: the check reads sizes only. */
  async function bigFile(name: string, size: number): Promise<string> {
    const sha256 = randomBytes(32).toString('hex');
    const blob = await server.db
      .insertInto('blobs')
      .values({
        sha256,
        size,
        storage_key: `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.${'0'.repeat(16)}`,
        refs: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await server.db
      .insertInto('files')
      .values({
        owner_id: alice.user.id,
        scope: 'private',
        parent_uuid: await privateRootUuid(server.db, alice.user.id),
        name,
        type: 'bam',
        size,
        blob_id: blob.id,
        is_folder: false,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    return row.uuid;
  }
  const check = (fileUuids: string[]) =>
    alice.post<{ totalSize: number; fileCount: number; methods: Record<string, unknown>; preferred: string | null }>(
      '/api/v1/files/download-check',
      { fileUuids },
    );
  const setDisabledRegions = async (regions: string[]) => {
    const row = await server.db
      .selectFrom('instance_config')
      .select('body')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('instance_config')
      .set({ body: JSON.stringify({ ...row.body, objectStorageDisabledRegions: regions }) })
      .where('id', '=', 1)
      .execute();
  };

  it('sends files up to 1 GiB over HTTP, and refuses FTP for a single file under the FTP minimum', async () => {
    const small = await alice.uploadOne('0', 'small.txt', 'small');
    const answer = await check([small]);
    expect(answer.body).toEqual({
      totalSize: 5,
      fileCount: 1,
      methods: {
        http: { allowed: true, reason: null },
        objectStorage: { allowed: true, reason: null },
        ftp: { allowed: false, reason: 'FTP_SINGLE_FILE_TOO_SMALL' },
      },
      preferred: 'http',
    });
    const other = await alice.uploadOne('0', 'other.txt', 'other');
    expect((await check([small, other])).body.methods.ftp).toEqual({ allowed: true, reason: null });
  });

  it('sends more than 1 GiB through object storage, or FTP where the region has no object storage', async () => {
    const huge = await bigFile('huge.bam', BYTES_PER_FILE_SIZE_UNIT.GB + 1);
    const answer = await check([huge]);
    expect(answer.body.methods).toEqual({
      http: { allowed: false, reason: 'OVER_HTTP_LIMIT' },
      objectStorage: { allowed: true, reason: null },
      ftp: { allowed: true, reason: null },
    });
    expect(answer.body.preferred).toBe('objectStorage');

    await setDisabledRegions(['CN']);
    try {
      const fallback = await check([huge]);
      expect(fallback.body.methods.objectStorage).toEqual({ allowed: false, reason: 'REGION_DISABLED' });
      expect(fallback.body.preferred).toBe('ftp');
    } finally {
      await setDisabledRegions([]);
    }
  });

  it('adds up folders with everything inside', async () => {
    const dir = await alice.folder('0', 'sized_dir');
    await alice.uploadOne(dir, 'one.txt', '12345');
    await alice.uploadOne(await alice.folder(dir, 'inner'), 'two.txt', '123');
    expect((await check([dir])).body).toMatchObject({ totalSize: 8, fileCount: 2 });
  });
});
