import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { judge, type BenchResult } from '../harness';
import { alternate, GiB, median, MiB, timed } from '../stats';
import { run } from '../support/commands';
import { randomStream } from '../support/generated-data';
import { buildNative, ceilingFields } from '../support/native';
import { withServerProcess } from '../support/server-process';
import { tusUpload } from '../support/tus-upload';

const FILE_BYTES = 2 * GiB;
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
  return withServerProcess('biocloud-bench-upload-', async (server, dir) => {
    const source = path.join(dir, 'source.bin');
    const sha256 = await writeHashed(source);
    const ddTarget = path.join(dir, 'dd.bin');
    const ceilingTarget = path.join(dir, 'ceiling.bin');
    const native = await buildNative('upload-ceiling', dir, ['-lcrypto', '-lpthread']);
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
        ceiling:
          'program' in native
            ? async () => {
                await rm(ceilingTarget, { force: true });
                const { ms, value } = await timed(() => run(native.program, [source, ceilingTarget]));
                if (value.trim() !== sha256) throw new Error(`upload ceiling: sha256 ${value.trim()}, not ${sha256}`);
                await rm(ceilingTarget, { force: true });
                return throughput(ms);
              }
            : undefined,
      });
    } finally {
      clearInterval(sampler);
    }
    const subject = median(measured.rounds.map((r) => r.subject));
    const reference = median(measured.rounds.map((r) => r.reference));
    return judge({
      name: `upload (2 GiB over loopback in 1 PATCH, ${ROUNDS} rounds)`,
      subject: { label: 'tus upload to the server (curl as client)', value: subject, unit: 'MiB/s' },
      reference: { label: 'dd bs=8M conv=fdatasync (same size)', value: reference, unit: 'MiB/s' },
      target: { better: 'higher', ratio: TARGET_RATIO },
      ratio: measured.ratio,
      rounds: measured.rounds,
      ...ceilingFields(native, measured, 'same work in C (O_DIRECT, sha256 thread)', 'MiB/s'),
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
