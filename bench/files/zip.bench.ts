import http from 'node:http';
import { Readable } from 'node:stream';
import { TOKEN_HEADER } from '@biocloud/contracts';
import { judge, withTempDir, type BenchResult } from '../harness';
import { alternate, GiB, median, MiB, timed } from '../stats';
import { run } from '../support/commands';
import { distinctContents } from '../support/generated-data';
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
    const server = await startServerProcess(dir);
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
      const throughput = (ms: number) => totalBytes / MiB / (ms / 1000);

      const zip = async () => {
        const received = await postAndDrain(
          `${server.baseUrl}/api/v1/files/package`,
          { 'content-type': 'application/json', [TOKEN_HEADER]: server.user.token },
          JSON.stringify({ fileUuids: stored.map((file) => file.fileUuid) }),
        );
        if (received < totalBytes) throw new Error(`package: ${received} bytes for ${totalBytes} bytes of files`);
      };
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
      });
      return judge({
        name: `zip (${FILE_COUNT.toLocaleString('en')} files, ${(totalBytes / GiB).toFixed(2)} GiB, ${ROUNDS} rounds)`,
        subject: {
          label: 'POST /api/v1/files/package',
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
      });
    } finally {
      await server.stop();
    }
  });
}

/**
 * POSTs `body` and reads the answer to its end, counting bytes: node:http, whose reads cost far less CPU than fetch's
 * web streams (the bench measures the server; the client shares its two cores). Fails on an error status or a body
 * that breaks off before its declared length.
 */
function postAndDrain(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      let received = 0;
      const declared = Number(response.headers['content-length']);
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.once('error', reject);
      response.once('end', () => {
        if (response.statusCode !== 200) reject(new Error(`package: HTTP ${response.statusCode}`));
        else if (received !== declared) reject(new Error(`package: ${received} of ${declared} declared bytes`));
        else resolve(received);
      });
    });
    request.once('error', reject);
    request.end(body);
  });
}
