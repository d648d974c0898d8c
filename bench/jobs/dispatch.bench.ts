import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { judge, withTempDir, type BenchResult } from '../harness';
import { median, percentile, timed } from '../stats';
import { withAppHost } from '../support/app-host';
import { writeNoopCatalog, NOOP_SOFTWARE_ID } from './noop-catalog';
import { allTasksEnded, submitTask, taskSucceeded } from './task-calls';

const JOBS = 2_000;
/** One user submits them all: the per-user limit is raised so that the engine, not the policy, sets the pace. */
const USER_CONCURRENCY = 1_000;
const IDLE_SAMPLES = 20;
const TARGET_RATIO = 0.25;
const IDLE_LATENCY_LIMIT_MS = 50;
const BATCH_TIMEOUT_MS = 30 * 60_000;

/**
 * 2,000 no-op task jobs (`true`) through the job engine with the local executor: all submitted through the API
 * first, then the engine is started and timed until the last has ended (claim, work dir, wrapper process group,
 * monitor, result collection, events). Against a bare loop spawning `true` and waiting for it, as many times, run
 * before and after. Then, with the engine idle, the time from a submit call to the job's recorded start.
 */
export async function benchDispatch(): Promise<BenchResult> {
  return withTempDir('biocloud-bench-dispatch-', async (dir) => {
    const env = {
      CATALOG_DIR: await writeNoopCatalog(dir),
      EXECUTOR: 'local',
      TASK_USER_CONCURRENCY: String(USER_CONCURRENCY),
    };
    return withAppHost(dir, env, async (host) => {
      const submit = (jobName: string) =>
        submitTask(host.baseUrl, host.user.token, NOOP_SOFTWARE_ID, { jobName, params: {} });
      for (let i = 0; i < JOBS; i++) await submit(`noop_${i}`);

      const before = await spawnLoop(JOBS);
      const batch = await timed(async () => {
        await host.startEngine();
        return allTasksEnded(host.db, BATCH_TIMEOUT_MS);
      });
      const after = await spawnLoop(JOBS);
      if (batch.value.success !== JOBS) throw new Error(`not every job succeeded: ${JSON.stringify(batch.value)}`);

      const latencies: number[] = [];
      for (let i = 0; i < IDLE_SAMPLES; i++) {
        const submittedAt = Date.now();
        const taskId = await submit(`idle_${i}`);
        const row = await taskSucceeded(host.db, taskId, 60_000);
        latencies.push(row.start_time!.getTime() - submittedAt);
      }

      const perSecond = (ms: number) => JOBS / (ms / 1000);
      const reference = median([perSecond(before), perSecond(after)]);
      return judge({
        name: `dispatch (${JOBS.toLocaleString('en')} no-op jobs, local executor, up to ${USER_CONCURRENCY} at once)`,
        subject: { label: 'job engine, submit-all then run-all', value: perSecond(batch.ms), unit: 'jobs/s' },
        reference: {
          label: 'bare spawn loop of `true` (before / after)',
          value: reference,
          unit: 'jobs/s',
          details: { before: perSecond(before), after: perSecond(after) },
        },
        target: { better: 'higher', ratio: TARGET_RATIO },
        checks: [
          {
            label: `idle submit-to-start p50 (p95 ${percentile(latencies, 95)} ms over ${IDLE_SAMPLES})`,
            value: median(latencies),
            unit: 'ms',
            limit: IDLE_LATENCY_LIMIT_MS,
            better: 'lower',
          },
        ],
      });
    });
  });
}

/** Milliseconds to spawn `true` `count` times, one after another, each waited for. */
async function spawnLoop(count: number): Promise<number> {
  const { ms } = await timed(async () => {
    for (let i = 0; i < count; i++) {
      const child = spawn('true', [], { stdio: 'ignore' });
      const [code] = (await once(child, 'exit')) as [number | null];
      if (code !== 0) throw new Error(`true exited with ${code}`);
    }
  });
  return ms;
}
