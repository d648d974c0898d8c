import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { readStoredZip } from '../../../test/zip-reader';

/*
 * The CRC-32 of blobs, computed in the background and sent in zip downloads. The main server runs no worker, so
 * nothing fills a CRC unless a test starts a second instance (with workers) on the same database and store.
 */

let paused: TestServer;
let storageDir: string;
let alice: FileClient & { user: TestUser };
const work = mkdtempSync(path.join(os.tmpdir(), 'blob-crc-'));

beforeAll(async () => {
  ({ server: paused, storageDir } = await startFilesServer({ METADATA_WORKERS: '0' }));
  alice = await loggedIn(paused);
});
afterAll(async () => {
  await paused.close();
  rmSync(work, { recursive: true, force: true });
});

const blobOf = (fileUuid: string) =>
  paused.db
    .selectFrom('files')
    .innerJoin('blobs', 'blobs.id', 'files.blob_id')
    .select(['blobs.id', 'blobs.crc32', 'blobs.crc32_claimed_at'])
    .where('files.uuid', '=', fileUuid)
    .executeTakeFirstOrThrow();

/** Sets a blob's claim as a worker leaves it, `ageSeconds` ago. */
const claimedAgo = (blobId: number, ageSeconds: number) =>
  paused.db
    .updateTable('blobs')
    .set({ crc32_claimed_at: sql<Date>`now() - make_interval(secs => ${ageSeconds})` })
    .where('id', '=', blobId)
    .execute();

describe('zip download with stored CRCs', () => {
  it('sends stored CRCs in the local headers and computes the others, in one valid zip', async () => {
    const folder = await alice.folder('0', 'pkg');
    const contents: Record<string, Buffer> = {
      'a.txt': Buffer.from('alpha\n'),
      'b.bin': randomBytes(150_000),
      'c.txt': Buffer.from('gamma\n'),
    };
    const uuids: Record<string, string> = {};
    for (const [name, content] of Object.entries(contents)) uuids[name] = await alice.uploadOne(folder, name, content);
    expect((await blobOf(uuids['a.txt']!)).crc32).toBeNull();
    // As the background pass leaves it: a.txt and b.bin known, c.txt not yet.
    for (const name of ['a.txt', 'b.bin']) {
      await paused.db
        .updateTable('blobs')
        .set({ crc32: crc32(contents[name]!) })
        .where('id', '=', (await blobOf(uuids[name]!)).id)
        .execute();
    }

    const res = await fetch(`${paused.baseUrl}/api/v1/files/package`, {
      method: 'POST',
      headers: { token: alice.token, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [folder] }),
    });
    expect(res.status).toBe(200);
    const zip = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(zip.length));
    expect(readStoredZip(zip).map((entry) => [entry.name, entry.content?.toString('hex') ?? null])).toEqual([
      ['pkg/', null],
      ...Object.entries(contents).map(([name, content]) => [`pkg/${name}`, content.toString('hex')]),
    ]);
    // Local headers: the stored CRCs up front (no descriptor flag), c.txt's after its bytes.
    const local = (name: string) => zip.indexOf(Buffer.from(`pkg/${name}`)) - 30;
    for (const name of ['a.txt', 'b.bin']) {
      expect(zip.readUInt16LE(local(name) + 6) & 0x0008).toBe(0);
      expect(zip.readUInt32LE(local(name) + 14)).toBe(crc32(contents[name]!));
    }
    expect(zip.readUInt16LE(local('c.txt') + 6) & 0x0008).toBe(0x0008);
    expect(zip.readUInt32LE(local('c.txt') + 14)).toBe(0);

    writeFileSync(path.join(work, 'pkg.zip'), zip);
    const tested = spawnSync('unzip', ['-t', path.join(work, 'pkg.zip')], { encoding: 'utf8' });
    expect(tested.stdout).toContain('No errors detected');
    expect(tested.status).toBe(0);
  });
});

describe('background CRC-32 pass', () => {
  it('fills the CRC of every stored file, old and new, of any type, and takes over expired claims', async () => {
    const contents: Record<string, Buffer> = {
      'picture.png': randomBytes(300_000),
      'reads.fa': Buffer.from('>r1\nACGTACGT\n'),
      'stale.txt': Buffer.from('claimed by a worker that died\n'),
      'held.bin': randomBytes(1000),
    };
    const uuids: Record<string, string> = {};
    for (const [name, content] of Object.entries(contents)) uuids[name] = await alice.uploadOne('0', name, content);
    // A worker that died an hour ago, and one still reading (its claim is fresh): only the first is taken over.
    await claimedAgo((await blobOf(uuids['stale.txt']!)).id, 3600);
    await claimedAgo((await blobOf(uuids['held.bin']!)).id, 0);

    const worker = await startTestServer({ STORAGE_DIR: storageDir }, { dbUrl: paused.dbUrl });
    try {
      for (const name of ['picture.png', 'reads.fa', 'stale.txt']) {
        await expect
          .poll(async () => (await blobOf(uuids[name]!)).crc32, { timeout: 20_000, interval: 100 })
          .toBe(crc32(contents[name]!));
        expect((await blobOf(uuids[name]!)).crc32_claimed_at).toBeNull();
      }
      // Stored once the worker is idle: the upload wakes it, well before its next poll (POLL_MS, 5 s).
      const later = Buffer.from('stored while the worker runs\n');
      const client = await loggedIn(worker, alice.user);
      const laterUuid = await client.uploadOne('0', 'later.dat', later);
      await expect
        .poll(async () => (await blobOf(laterUuid)).crc32, { timeout: 4000, interval: 50 })
        .toBe(crc32(later));
      const held = await blobOf(uuids['held.bin']!);
      expect(held.crc32).toBeNull();
      expect(held.crc32_claimed_at).not.toBeNull();
    } finally {
      await worker.close();
    }
  });

  it('leaves a blob whose bytes cannot be read claimed, for another try after the lease, and goes on', async () => {
    const uuid = await alice.uploadOne('0', 'unreadable.bin', randomBytes(2000));
    const next = Buffer.from('after the unreadable one\n');
    const nextUuid = await alice.uploadOne('0', 'next.txt', next);
    const blob = await paused.db
      .selectFrom('blobs')
      .select(['id', 'storage_key'])
      .where('id', '=', (await blobOf(uuid)).id)
      .executeTakeFirstOrThrow();
    rmSync(path.join(storageDir, 'blobs', blob.storage_key));
    const worker = await startTestServer({ STORAGE_DIR: storageDir }, { dbUrl: paused.dbUrl });
    try {
      // Blobs are taken in order: once the next one is done, the runner is past the unreadable one.
      await expect
        .poll(async () => (await blobOf(nextUuid)).crc32, { timeout: 20_000, interval: 100 })
        .toBe(crc32(next));
    } finally {
      await worker.close();
    }
    const after = await blobOf(uuid);
    expect(after.crc32).toBeNull();
    expect(after.crc32_claimed_at).not.toBeNull();
  });
});
