import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSlurmExecutor, type JobRef } from '@biocloud/executor';
import { judge, withTempDir, type BenchOutcome } from '../harness';
import { alternate, median, timed } from '../stats';
import { hasCommand, run } from '../support/commands';

const NAME = 'slurm-submit (300 jobs)';
const JOBS = 300;
const ROUNDS = 6;
const PER_ROUND = JOBS / ROUNDS;
const TARGET_RATIO = 1.1;
const RESOURCES = { cpus: 1, memoryMb: 64, timeLimitSeconds: 60 };
const DRAIN_TIMEOUT_MS = 120_000;

/**
 * 300 submits through the Slurm executor (wrapper script written into the work dir, then `sbatch --parsable` with
 * the job's limits) against 300 raw `sbatch --parsable --wrap true`, in alternating rounds of 50: time per submit.
 * Work dirs are made before each timed round, as the dispatcher makes them before calling the executor. The jobs
 * are cancelled after each round (untimed), so the bench leaves the cluster as it found it.
 */
export async function benchSlurmSubmit(): Promise<BenchOutcome> {
  const missing = await slurmProblem();
  if (missing) return { name: NAME, skipped: missing };
  return withTempDir('biocloud-bench-slurm-', async (dir) => {
    const executor = createSlurmExecutor();
    const ids: string[] = [];
    let made = 0;
    try {
      const measured = await alternate({
        rounds: ROUNDS,
        subject: async () => {
          const workDirs: string[] = [];
          for (let i = 0; i < PER_ROUND; i++) {
            const workDir = path.join(dir, `job-${made++}`);
            await mkdir(workDir);
            await chmod(workDir, 0o777);
            workDirs.push(workDir);
          }
          const refs: JobRef[] = [];
          const { ms } = await timed(async () => {
            for (const workDir of workDirs) {
              const taskId = path.basename(workDir);
              refs.push(await executor.submit({ taskId, workDir, argv: ['true'], resources: RESOURCES }));
            }
          });
          await cancel(
            refs.map((ref) => ref.externalId),
            ids,
          );
          return ms / PER_ROUND;
        },
        reference: async () => {
          const raw: string[] = [];
          const { ms } = await timed(async () => {
            for (let i = 0; i < PER_ROUND; i++) {
              raw.push((await run('sbatch', ['--parsable', '--wrap', 'true'], { cwd: dir })).trim().split(';')[0]!);
            }
          });
          await cancel(raw, ids);
          return ms / PER_ROUND;
        },
      });
      return judge({
        name: `${NAME}, ${ROUNDS} alternating rounds of ${PER_ROUND}`,
        subject: {
          label: 'SlurmExecutor.submit (wrapper + sbatch)',
          value: median(measured.rounds.map((r) => r.subject)),
          unit: 'ms/job',
        },
        reference: {
          label: 'sbatch --parsable --wrap true',
          value: median(measured.rounds.map((r) => r.reference)),
          unit: 'ms/job',
        },
        target: { better: 'lower', ratio: TARGET_RATIO },
        ratio: measured.ratio,
        rounds: measured.rounds,
      });
    } finally {
      await drained(ids);
    }
  });
}

/** Why Slurm cannot be used here, or undefined when sbatch is there and a node takes jobs. */
async function slurmProblem(): Promise<string | undefined> {
  if (!(await hasCommand('sbatch'))) return 'sbatch is not on PATH (scripts/slurm-up.sh starts a one-node cluster)';
  const states = (await run('sinfo', ['--noheader', '--format=%t']).catch(() => '')).split('\n').filter(Boolean);
  if (!states.some((state) => /^(idle|mix|alloc)/.test(state))) {
    return `no usable Slurm node (sinfo: ${states.join(', ') || 'no answer'})`;
  }
  return undefined;
}

async function cancel(jobIds: string[], all: string[]): Promise<void> {
  all.push(...jobIds);
  if (jobIds.length > 0) await run('scancel', jobIds);
}

/** Waits until Slurm lists none of the jobs as pending or running, so none writes into a folder being removed. */
async function drained(jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const listed = await run('squeue', ['--noheader', '--format=%i', `--jobs=${jobIds.join(',')}`]).catch(() => '');
    if (listed.trim() === '') return;
    await sleep(500);
  }
  console.warn(`slurm-submit: jobs still listed after ${DRAIN_TIMEOUT_MS / 1000} s`);
}
