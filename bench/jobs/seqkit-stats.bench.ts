import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { judge, withTempDir, type BenchOutcome } from '../harness';
import { alternate, GiB, median, timed } from '../stats';
import { withAppHost } from '../support/app-host';
import { hasCommand, run } from '../support/commands';
import { fastqSource } from '../support/generated-data';
import { userFiles } from '../support/stored-files';
import { submitTask, taskSucceeded } from './task-calls';

const NAME = 'seqkit-stats job on a 1 GiB FASTQ';
/** Software id of the catalog's seqkit-stats tool (catalog/tools/seqkit-stats.yaml). */
const SEQKIT_STATS_SOFTWARE_ID = '1001';
/** The tool's resources.cpus, which its command passes as --threads. */
const THREADS = 1;
const ROUNDS = 3;
const TARGET_RATIO = 1.2;
const JOB_TIMEOUT_MS = 10 * 60_000;

/**
 * The catalog's seqkit-stats tool on a 1 GiB FASTQ through the whole engine (submit call, dispatch, staging, the
 * local executor's wrapper, monitor, result file stored): submit to SUCCESS, against running `seqkit stats` with the
 * same arguments on the same blob file directly, in alternating rounds.
 */
export async function benchSeqkitStats(): Promise<BenchOutcome> {
  if (!(await hasCommand('seqkit'))) return { name: NAME, skipped: 'seqkit is not on PATH' };
  return withTempDir('biocloud-bench-seqkit-', (dir) =>
    withAppHost(dir, { EXECUTOR: 'local' }, async (host) => {
      const files = await userFiles(host.db, host.config.STORAGE_DIR, host.user.id);
      const [fastq] = await files.put([{ name: 'reads.fastq', source: fastqSource(GiB).stream }]);
      // The job sees its input under its file name; the reference reads the same blob under the same name.
      const named = path.join(dir, 'reads.fastq');
      await symlink(fastq!.path, named);
      await host.startEngine();

      const measured = await alternate({
        rounds: ROUNDS,
        subject: async (round) => {
          const job = async () => {
            const taskId = await submitTask(host.baseUrl, host.user.token, SEQKIT_STATS_SOFTWARE_ID, {
              jobName: `stats_${round}`,
              inputs: { sequences: [fastq!.fileUuid] },
              params: { all: false },
            });
            await taskSucceeded(host.db, taskId, JOB_TIMEOUT_MS);
          };
          return (await timed(job)).ms / 1000;
        },
        reference: async (round) => {
          const args = ['stats', '--tabular', '--threads', String(THREADS), '--out-file'];
          const out = path.join(dir, `stats_${round}.tsv`);
          return (await timed(() => run('seqkit', [...args, out, named]))).ms / 1000;
        },
      });
      return judge({
        name: `${NAME} (${(fastq!.size / GiB).toFixed(2)} GiB, ${ROUNDS} rounds)`,
        subject: {
          label: 'task job, submit to SUCCESS',
          value: median(measured.rounds.map((r) => r.subject)),
          unit: 's',
        },
        reference: {
          label: `seqkit stats --tabular --threads ${THREADS} (direct)`,
          value: median(measured.rounds.map((r) => r.reference)),
          unit: 's',
        },
        target: { better: 'lower', ratio: TARGET_RATIO },
        ratio: measured.ratio,
        rounds: measured.rounds,
      });
    }),
  );
}
