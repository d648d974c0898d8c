/**
 * The background indexing of the genome viewer across a restart: a worker stopped in the middle kills its programs
 * and gives the content back, one that died leaves a lease that runs out, and in both cases the next worker indexes
 * the content and the viewer gets its track; nothing stays stuck. The server's own worker is off
 * (GENOME_INDEX_WORKERS=0), so each worker here is the only one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenomeOpenResponse } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import type { BlobStore } from '../../storage/blob-store';
import { createLocalBlobStore } from '../../storage/local-blob-store';
import { createFilesData } from '../files/files-data';
import { createGenomeIndexWorker, type MakeParts } from './genome-index-worker';
import { createGenomeIndexingRepository } from './genome-indexing.repository';
import { createGenomePartsMaker } from './genome-parts-maker';
import { createGenomeRepository } from './genome.repository';

const log = pino({ level: 'silent' });
const hasPrograms = ['tabix', 'bgzip'].every((program) => spawnSync(program, ['--version']).status === 0);
/** A BED of this many bytes, of which the stand-in program reads READ_BYTES. */
const SIZE = 4000;
const READ_BYTES = 1000;

let server: TestServer;
let storageDir: string;
let alice: FileClient;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer({ GENOME_INDEX_WORKERS: '0' }));
  alice = await loggedIn(server);
});
afterAll(() => server.close());

const ask = async (fileUuid: string) =>
  (await alice.post<GenomeOpenResponse>(`/api/v1/files/${fileUuid}/genome`, undefined)).body;
const shaOf = async (fileUuid: string) =>
  (
    await server.db
      .selectFrom('files as f')
      .innerJoin('blobs as b', 'b.id', 'f.blob_id')
      .select('b.sha256')
      .where('f.uuid', '=', fileUuid)
      .executeTakeFirstOrThrow()
  ).sha256;
const row = (fileUuid: string) =>
  server.db
    .selectFrom('genome_indexing as g')
    .innerJoin('blobs as b', 'b.sha256', 'g.sha256')
    .innerJoin('files as f', 'f.blob_id', 'b.id')
    .select(['g.status', 'g.attempts', 'g.progress'])
    .where('f.uuid', '=', fileUuid)
    .executeTakeFirst();

/** A BED file of its own content, SIZE bytes. */
const uploadBed = (name: string) =>
  alice.uploadOne('0', name, `chr1\t10\t20\t${randomUUID()}`.padEnd(SIZE - 1, 'x') + '\n');

async function worker(make?: MakeParts) {
  const store = await createLocalBlobStore(storageDir);
  const repo = createGenomeRepository(server.db);
  const real = createGenomePartsMaker({ repo, data: createFilesData(server.db), store, log }).make;
  return createGenomeIndexWorker({
    repo: createGenomeIndexingRepository(server.db),
    make: make ?? real,
    log,
    runners: 1,
  });
}

/** Stands in for a slow program: reads READ_BYTES of the source, then holds it open until it is killed. */
const slowProgram =
  (store: BlobStore): MakeParts =>
  (_type, blob, run) =>
    new Promise((_resolve, reject) => {
      const source = store.localPath?.(blob.storage_key);
      if (source === undefined) return reject(new Error('the test store keeps local files'));
      const script = `exec 3<"$1"; dd bs=${READ_BYTES} count=1 of=/dev/null <&3 2>/dev/null; exec sleep 60`;
      const { pid } = spawn('sh', ['-c', script, 'slow', source], { detached: true, stdio: 'ignore' });
      if (pid === undefined) return reject(new Error('sh did not start'));
      run.pids?.add(pid);
      run.onSource?.(source);
      run.signal?.addEventListener('abort', () => {
        process.kill(-pid, 'SIGKILL');
        reject(run.signal!.reason as Error);
      });
    });

describe.skipIf(!hasPrograms)('genome indexing in the background', () => {
  it('shows how far a file has come, and indexes it after a worker was stopped in the middle', async () => {
    const fileUuid = await uploadBed('restart.bed');
    expect(await ask(fileUuid)).toEqual({ state: 'indexing', fileUuid, progress: null });
    expect(await row(fileUuid)).toMatchObject({ status: 'pending', attempts: 0 });

    const first = await worker(slowProgram(await createLocalBlobStore(storageDir)));
    first.start();
    first.wake();
    await expect
      .poll(async () => (await ask(fileUuid)) as unknown, { timeout: 10_000 })
      .toEqual({ state: 'indexing', fileUuid, progress: READ_BYTES / SIZE });
    await first.stop();
    // Given back as it was before the claim: the next start begins it again.
    expect(await row(fileUuid)).toMatchObject({ status: 'pending', attempts: 0, progress: null });

    const second = await worker();
    second.start();
    try {
      await expect.poll(async () => (await ask(fileUuid)).state, { timeout: 15_000 }).toBe('ready');
      // The parts are stored a moment before the queue row goes.
      await expect.poll(() => row(fileUuid), { timeout: 5_000 }).toBeUndefined();
    } finally {
      await second.stop();
    }
  });

  it('claims again a content whose worker died, once its lease ran out', async () => {
    const fileUuid = await uploadBed('crash.bed');
    await ask(fileUuid);
    const sha256 = await shaOf(fileUuid);
    // As a process that died while indexing leaves it: running, its lease long past.
    await server.db
      .updateTable('genome_indexing')
      .set({ status: 'running', attempts: 1, claimed_at: sql<Date>`now() - interval '1 hour'` })
      .where('sha256', '=', sha256)
      .execute();
    expect((await ask(fileUuid)).state).toBe('indexing');

    const next = await worker();
    next.start();
    try {
      await expect.poll(async () => (await ask(fileUuid)).state, { timeout: 15_000 }).toBe('ready');
    } finally {
      await next.stop();
    }
  });

  it('drops a queued content whose last file is deleted', async () => {
    const fileUuid = await uploadBed('gone.bed');
    await ask(fileUuid);
    const sha256 = await shaOf(fileUuid);
    const queued = () =>
      server.db.selectFrom('genome_indexing').select('status').where('sha256', '=', sha256).execute();
    expect(await queued()).toEqual([{ status: 'pending' }]);
    expect((await alice.del('/api/v1/files', { fileUuids: [fileUuid] })).status).toBe(200);
    expect(await queued()).toEqual([]);
  });
});
