import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { toolInputSchema } from '@biocloud/contracts';
import { createInputChecks } from '@biocloud/server/src/modules/tasks/input-checks/input-checks';
import { createLocalBlobStore } from '@biocloud/server/src/storage/local-blob-store';
import { judge, withTempDir, type BenchOutcome } from '../harness';
import { alternate, MiB, median, timed } from '../stats';
import { hasCommand, run } from '../support/commands';
import { fastqSource } from '../support/generated-data';

const NAME = 'input checks at submit on a gzip FASTQ';
/** Uncompressed size of the FASTQ; gzip makes it about a third. */
const FASTQ_BYTES = 512 * MiB;
const ROUNDS = 3;
/** The checks read the whole file once (sniffing reads its head): they should cost about what `gzip -t` does. */
const TARGET_RATIO = 1.5;

/**
 * The content checks a submission runs on a .fastq.gz input (format sniffing of the head, then a full inflate for
 * gzip integrity, ../../apps/server/src/modules/tasks/input-checks), through the local blob store, against
 * `gzip -t` on the same blob file, in alternating rounds.
 */
export async function benchInputChecks(): Promise<BenchOutcome> {
  if (!(await hasCommand('gzip'))) return { name: NAME, skipped: 'gzip is not on PATH' };
  return withTempDir('biocloud-bench-checks-', async (dir) => {
    const gz = path.join(dir, 'reads.fastq.gz');
    await pipeline(fastqSource(FASTQ_BYTES).stream, createGzip(), createWriteStream(gz));
    const store = await createLocalBlobStore(path.join(dir, 'store'));
    const staged = await store.stage(createReadStream(gz));
    const key = store.newKey(staged.sha256);
    await store.commit(staged, key);
    const blobFile = store.localPath?.(key) ?? gz;
    const size = (await stat(gz)).size;

    const checks = createInputChecks(store);
    const input = toolInputSchema.parse({ name: 'reads', label: { zh: '读段', en: 'Reads' }, types: ['fastq'] });
    const file = { field: 'reads', name: 'reads.fastq.gz', type: 'fastq', key, size };
    const context = { params: {}, label: (p: string) => p };

    const measured = await alternate({
      rounds: ROUNDS,
      subject: async () => {
        const { ms, value } = await timed(() => checks.check([file], [input], context));
        if (value.length > 0) throw new Error(`the checks refused a good file: ${JSON.stringify(value)}`);
        return ms / 1000;
      },
      reference: async () => (await timed(() => run('gzip', ['-t', blobFile]))).ms / 1000,
    });
    return judge({
      name: `${NAME} (${(size / MiB).toFixed(0)} MiB gzip, ${FASTQ_BYTES / MiB} MiB FASTQ, ${ROUNDS} rounds)`,
      subject: { label: 'createInputChecks().check', value: median(measured.rounds.map((r) => r.subject)), unit: 's' },
      reference: { label: 'gzip -t (direct)', value: median(measured.rounds.map((r) => r.reference)), unit: 's' },
      target: { better: 'lower', ratio: TARGET_RATIO },
      ratio: measured.ratio,
      rounds: measured.rounds,
    });
  });
}
