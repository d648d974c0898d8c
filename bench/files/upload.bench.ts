import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { judge, withTempDir, type BenchResult } from '../harness';
import { alternate, GiB, median, MiB, timed } from '../stats';
import { run } from '../support/commands';
import { randomStream } from '../support/generated-data';
import { startServerProcess } from '../support/server-process';
import { tusUpload } from '../support/tus-upload';

const FILE_BYTES = 2 * GiB;
/**
 * PATCH size of the client: the whole file in one request, as the web client sends it (tus-js-client's default
 * chunkSize is Infinity: features/files/api/resumable-upload.ts sets none). A cut connection resumes from the offset
 * the server saved, so one request costs nothing in resumability.
 */
const CHUNK_BYTES = FILE_BYTES;
const DD_BLOCK_BYTES = 8 * MiB;
const ROUNDS = 5;
const TARGET_RATIO = 0.8;
/** "Memory flat": the server's resident memory may grow by half at most while 2 GiB go through it. */
const RSS_GROWTH_LIMIT = 1.5;
const RSS_SAMPLE_MS = 100;

/**
 * A 2 GiB file uploaded over loopback to the server process through tus (PATCH chunks), against `dd` writing the
 * same number of bytes with fdatasync: both end with the bytes synced to the same disk. The client hashes the file
 * before it starts, as the web client does, so hashing on the client side is not timed; the server's own hashing is.
 */
export async function benchUpload(): Promise<BenchResult> {
  return withTempDir('biocloud-bench-upload-', async (dir) => {
    const server = await startServerProcess(dir);
    try {
      const source = path.join(dir, 'source.bin');
      const sha256 = await writeHashed(source);
      const ddTarget = path.join(dir, 'dd.bin');
      const throughput = (ms: number) => FILE_BYTES / MiB / (ms / 1000);

      const startRss = server.rssBytes();
      let peakRss = startRss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssBytes())), RSS_SAMPLE_MS);
      let measured;
      try {
        measured = await alternate({
          rounds: ROUNDS,
          subject: async (round) => {
            const upload = () =>
              tusUpload({
                baseUrl: server.baseUrl,
                token: server.user.token,
                filePath: source,
                size: FILE_BYTES,
                sha256,
                name: `upload_${round}.bin`,
                chunkBytes: CHUNK_BYTES,
              });
            return throughput((await timed(upload)).ms);
          },
          reference: async () => {
            await rm(ddTarget, { force: true });
            const args = [
              'if=/dev/zero',
              `of=${ddTarget}`,
              `bs=${DD_BLOCK_BYTES}`,
              `count=${FILE_BYTES / DD_BLOCK_BYTES}`,
              'conv=fdatasync',
            ];
            return throughput((await timed(() => run('dd', args))).ms);
          },
        });
      } finally {
        clearInterval(sampler);
      }
      const subject = median(measured.rounds.map((r) => r.subject));
      const reference = median(measured.rounds.map((r) => r.reference));
      return judge({
        name: `upload (2 GiB over loopback in ${FILE_BYTES / CHUNK_BYTES} PATCH, ${ROUNDS} rounds)`,
        subject: { label: 'tus upload to the server', value: subject, unit: 'MiB/s' },
        reference: { label: 'dd bs=8M conv=fdatasync (same size)', value: reference, unit: 'MiB/s' },
        target: { better: 'higher', ratio: TARGET_RATIO },
        ratio: measured.ratio,
        rounds: measured.rounds,
        checks: [
          {
            label: `server RSS peak / start (${(peakRss / MiB).toFixed(0)} / ${(startRss / MiB).toFixed(0)} MiB)`,
            value: peakRss / startRss,
            unit: 'x',
            limit: RSS_GROWTH_LIMIT,
            better: 'lower',
          },
        ],
      });
    } finally {
      await server.stop();
    }
  });
}

/** Writes the upload's source file and answers its sha256 (what the client announces in Upload-Metadata). */
async function writeHashed(file: string): Promise<string> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(randomStream(FILE_BYTES), tap, createWriteStream(file));
  return hash.digest('hex');
}
