/**
 * The sweeper of orphaned storage against the states a crash between two steps leaves: blob files without a row,
 * a blob row without file rows, staged bytes of a request that never ended, a partial whose upload row is gone. Only
 * stale bytes go; what a row owns, and what is fresh, stays. The server sweeps at start-up too.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFiles, loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import { sha256Hex, tusClient } from '../../../test/tus-api';
import type { TestServer } from '../../../test/test-server';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { createStorageOrphansRepository } from './storage-orphans.repository';
import { createStorageSweeper, STALE_AFTER_MS } from './storage-sweeper';

const log = pino({ level: 'silent' });
const TWO_DAYS_AGO = new Date(Date.now() - 2 * STALE_AFTER_MS);

/** Writes a file into the store's folder, as old as asked. */
function put(root: string, relative: string, content: string | Buffer, modifiedAt?: Date): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (modifiedAt) utimesSync(file, modifiedAt, modifiedAt);
  return relative;
}

function blobKey(content: string): string {
  const sha = sha256Hex(content);
  return `${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}.${randomBytes(8).toString('hex')}`;
}
const handle = () => randomBytes(16).toString('hex');

let server: TestServer;
let storageDir: string;
let alice: FileClient;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  alice = await loggedIn(server);
});
afterAll(() => server.close());

describe('the storage sweeper', () => {
  it('removes stale orphans and keeps what rows own and what is fresh', async () => {
    // Owned: a file uploaded over HTTP, its blob made old; an upload in progress with an old partial.
    await alice.uploadOne('0', 'kept.txt', 'kept content\n');
    const owned = diskFiles(path.join(storageDir, 'blobs'));
    expect(owned).toHaveLength(1);
    utimesSync(path.join(storageDir, 'blobs', owned[0]!), TWO_DAYS_AGO, TWO_DAYS_AGO);
    const upload = await tusClient(server.baseUrl, alice.token).start(Buffer.from('partly here'), {
      filename: 'partial.txt',
      parentsUuid: '0',
    });
    const [livePartial] = diskFiles(path.join(storageDir, 'partial'));
    utimesSync(path.join(storageDir, 'partial', livePartial!), TWO_DAYS_AGO, TWO_DAYS_AGO);

    // Orphans: a committed blob whose transaction never committed, one whose row went before its file did...
    const orphanBlob = put(storageDir, `blobs/${blobKey('rolled back')}`, 'rolled back', TWO_DAYS_AGO);
    const freshBlob = put(storageDir, `blobs/${blobKey('being ingested')}`, 'being ingested');
    // ...a blob row whose last file row went without it (its count says otherwise)...
    const rowKey = blobKey('row without files');
    put(storageDir, `blobs/${rowKey}`, 'row without files');
    await server.db
      .insertInto('blobs')
      .values({ sha256: sha256Hex('row without files'), size: 17, storage_key: rowKey, refs: 1 })
      .execute();
    // ...staged bytes of a request that never ended, and a partial whose upload row is gone.
    const staleStaged = put(storageDir, `tmp/${handle()}`, 'half a request', TWO_DAYS_AGO);
    const freshStaged = put(storageDir, `tmp/${handle()}`, 'a request in progress');
    const orphanPartial = put(storageDir, `partial/${handle()}`, 'upload row gone', TWO_DAYS_AGO);

    const store = await createLocalBlobStore(storageDir);
    const sweeper = createStorageSweeper({ store, orphans: createStorageOrphansRepository(server.db), log });
    expect(await sweeper.sweep()).toEqual({ blobRows: 1, blobFiles: 1, staged: 1, partials: 1 });

    const left = diskFiles(storageDir);
    for (const gone of [orphanBlob, `blobs/${rowKey}`, staleStaged, orphanPartial]) expect(left).not.toContain(gone);
    for (const kept of [`blobs/${owned[0]}`, freshBlob, freshStaged, `partial/${livePartial}`]) {
      expect(left).toContain(kept);
    }
    const rows = await server.db.selectFrom('blobs').select('storage_key').execute();
    expect(rows.map((row) => row.storage_key)).toEqual([owned[0]]);
    // Nothing a user sees changed: the file reads back, the upload goes on.
    const listed = (await alice.list('0')).body.data.fileList.map((f) => f.name);
    expect(listed).toEqual(['kept.txt']);
    expect(await tusClient(server.baseUrl, alice.token).offset(upload)).toBe(0);

    // A second sweep finds nothing more.
    expect(await sweeper.sweep()).toEqual({ blobRows: 0, blobFiles: 0, staged: 0, partials: 0 });
  });

  it("removes the genome viewer's parts of contents no file holds, and keeps those of held contents", async () => {
    const [kept] = await server.db.selectFrom('blobs').select('sha256').execute();
    const part = async (content: string, ofSha256: string) => {
      const key = blobKey(content);
      put(storageDir, `blobs/${key}`, content);
      const { id } = await server.db
        .insertInto('blobs')
        .values({ sha256: sha256Hex(content), size: content.length, storage_key: key, refs: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await server.db.insertInto('genome_parts').values({ sha256: ofSha256, part: 'index', blob_id: id }).execute();
      return key;
    };
    const keptPart = await part('index of kept.txt', kept!.sha256);
    const orphanPart = await part('index of a deleted file', sha256Hex('a deleted file'));

    const store = await createLocalBlobStore(storageDir);
    const sweeper = createStorageSweeper({ store, orphans: createStorageOrphansRepository(server.db), log });
    expect(await sweeper.sweep()).toEqual({ blobRows: 1, blobFiles: 0, staged: 0, partials: 0 });
    const parts = await server.db.selectFrom('genome_parts').select('sha256').execute();
    expect(parts).toEqual([{ sha256: kept!.sha256 }]);
    expect(existsSync(path.join(storageDir, 'blobs', keptPart))).toBe(true);
    expect(existsSync(path.join(storageDir, 'blobs', orphanPart))).toBe(false);
  });

  it('runs when a server starts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'biocloud-storage-'));
    const stale = [
      put(dir, `blobs/${blobKey('left by a crash')}`, 'left by a crash', TWO_DAYS_AGO),
      put(dir, `tmp/${handle()}`, 'staged before the crash', TWO_DAYS_AGO),
    ];
    const second = await startFilesServer({ STORAGE_DIR: dir });
    try {
      await expect
        .poll(() => stale.filter((file) => existsSync(path.join(dir, file))), { timeout: 10_000 })
        .toEqual([]);
    } finally {
      await second.server.close();
    }
  });
});
