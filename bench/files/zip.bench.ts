import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@biocloud/server/src/db/database';
import { Readable } from 'node:stream';
import { TOKEN_HEADER } from '@biocloud/contracts';
import { judge, withTempDir, type BenchResult } from '../harness';
import { alternate, GiB, median, MiB, timed } from '../stats';
import { run } from '../support/commands';
import { distinctContents } from '../support/generated-data';
import { buildNative, ceilingFields } from '../support/native';
import { startServerProcess } from '../support/server-process';
import { userFiles, type StoredFile } from '../support/stored-files';

const FILE_COUNT = 1_000;
const FILE_BYTES = Math.floor(GiB / FILE_COUNT);
/** Files stored per ingest while setting up. */
const BATCH = 100;
const ROUNDS = 4;
const TARGET_RATIO = 0.7;

/**
 * POST /api/v1/files/package of 1,000 files totalling 1 GiB (a streamed, stored zip read to its end by the client)
 * against `cat` of the same 1,000 blob files to /dev/null: throughput of the files' bytes, in alternating rounds.
 */
export async function benchZip(): Promise<BenchResult> {
  return withTempDir('biocloud-bench-zip-', async (dir) => {
    // One background runner: it fills each blob's CRC-32 (modules/files/blob-checksums.ts) before the rounds start.
    const server = await startServerProcess(dir, { METADATA_WORKERS: '1' });
    try {
      const files = await userFiles(server.db, server.storageDir, server.user.id);
      const folder = await files.folder('bench_zip');
      const contents = distinctContents(FILE_COUNT, FILE_BYTES);
      const stored: StoredFile[] = [];
      for (let i = 0; i < FILE_COUNT; i += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, FILE_COUNT - i) }, (_, j) => ({
          name: `part_${String(i + j).padStart(4, '0')}.bin`,
          source: Readable.from([contents.next().value!]),
        }));
        stored.push(...(await files.put(batch, folder)));
      }
      const totalBytes = stored.reduce((sum, file) => sum + file.size, 0);
      await untilChecksummed(server.db);
      const throughput = (ms: number) => totalBytes / MiB / (ms / 1000);

      const body = path.join(dir, 'package.json');
      await writeFile(body, JSON.stringify({ fileUuids: stored.map((file) => file.fileUuid) }));
      const zip = async () => {
        // curl: a native client, as a browser's network stack is; a Node client would take much of the two shared
        // cores from the server (measured: 370 MiB/s through node:http against 800 through curl).
        const answer = await run('curl', [
          '--silent',
          '--show-error',
          '--fail',
          '--header',
          'content-type: application/json',
          '--header',
          `${TOKEN_HEADER}: ${server.user.token}`,
          '--data-binary',
          `@${body}`,
          '--output',
          '/dev/null',
          '--write-out',
          '%{size_download}',
          `${server.baseUrl}/api/v1/files/package`,
        ]);
        if (Number(answer) < totalBytes) throw new Error(`package: ${answer} bytes for ${totalBytes} bytes of files`);
      };
      const list = path.join(dir, 'files.txt');
      await writeFile(list, stored.map((file) => file.path).join('\n') + '\n');
      const native = await buildNative('zip-ceiling', dir);
      const cat = () =>
        run(
          'cat',
          stored.map((file) => file.path),
          { stdout: 'discard' },
        );
      const measured = await alternate({
        rounds: ROUNDS,
        subject: async () => throughput((await timed(zip)).ms),
        reference: async () => throughput((await timed(cat)).ms),
        ceiling:
          'program' in native
            ? async () => {
                const { ms, value } = await timed(() => run(native.program, [list]));
                if (Number(value) !== totalBytes) throw new Error(`zip ceiling: ${value} bytes of ${totalBytes}`);
                return throughput(ms);
              }
            : undefined,
      });
      return judge({
        name: `zip (${FILE_COUNT.toLocaleString('en')} files, ${(totalBytes / GiB).toFixed(2)} GiB, ${ROUNDS} rounds)`,
        subject: {
          label: 'POST /api/v1/files/package (curl as client)',
          value: median(measured.rounds.map((r) => r.subject)),
          unit: 'MiB/s',
        },
        reference: {
          label: 'cat of the blob files > /dev/null',
          value: median(measured.rounds.map((r) => r.reference)),
          unit: 'MiB/s',
        },
        target: { better: 'higher', ratio: TARGET_RATIO },
        ratio: measured.ratio,
        rounds: measured.rounds,
        ...ceilingFields(native, measured, 'file bytes by sendfile in C (no zip)', 'MiB/s'),
      });
    } finally {
      await server.stop();
    }
  });
}

const CHECKSUM_WAIT_MS = 300_000;

/**
 * Waits until every blob has its CRC-32, computed once per blob in the background after it is stored: the zip then
 * streams the files without computing one (a file still without it is zipped with a CRC computed on the way).
 */
async function untilChecksummed(db: Database): Promise<void> {
  const deadline = Date.now() + CHECKSUM_WAIT_MS;
  for (;;) {
    const { missing } = await db
      .selectFrom('blobs')
      .select((eb) => eb.fn.countAll<string>().as('missing'))
      .where('crc32', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(missing) === 0) return;
    if (Date.now() > deadline) throw new Error(`${missing} blobs still without CRC-32 after ${CHECKSUM_WAIT_MS} ms`);
    await sleep(200);
  }
}
