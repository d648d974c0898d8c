import { setTimeout as sleep } from 'node:timers/promises';
import { TOKEN_HEADER } from '@biocloud/contracts';
import type { Database } from '@biocloud/server/src/db/database';
import { judge, withTempDir, type BenchResult } from '../harness';
import { alternate, median, timed } from '../stats';
import { withAppHost, type AppHost } from '../support/app-host';
import { NOOP_SOFTWARE_ID } from '../jobs/noop-catalog';
import { submitTask, taskSucceeded } from '../jobs/task-calls';
import { FAN_SOFTWARE_ID, writeFanCatalog } from './fan-catalog';

const FAN_OUT = 199;
const STEPS = FAN_OUT + 1;
const ROUNDS = 5;
/** Every step may run at once: the engine and the runner set the pace, not the per-user policy. */
const USER_CONCURRENCY = 1_000;
const TARGET_RATIO = 1.2;
const TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 5;

/*
 * A 200-step app (199 independent no-op steps, then a join reading them all) on the local executor, against 200
 * independent no-op task jobs. Each side is submitted with the engine stopped and timed from the engine's start to
 * the end of its last job, so both pay the same engine start and differ only in what the workflow adds: the runner
 * in every step's end transaction (step states, the join's readiness, starting it, FINISH with its message) and the
 * join that can start only after the last fan step. Rounds alternate which side goes first.
 */
export async function benchFan(): Promise<BenchResult> {
  return withTempDir('biocloud-bench-fan-', async (dir) => {
    const env = {
      CATALOG_DIR: await writeFanCatalog(dir, FAN_OUT),
      EXECUTOR: 'local',
      TASK_USER_CONCURRENCY: String(USER_CONCURRENCY),
    };
    return withAppHost(dir, env, async (host) => {
      const measured = await alternate({
        rounds: ROUNDS,
        subject: (round) => runWorkflow(host, round),
        reference: (round) => runTasks(host, round),
      });
      const perStep = (ms: number) => ms / STEPS;
      return judge({
        name: `fan (${STEPS}-step app: ${FAN_OUT} no-op steps + join, local executor, ${ROUNDS} rounds)`,
        subject: {
          label: 'workflow, engine start to FINISH, per step',
          value: perStep(median(measured.rounds.map((r) => r.subject))),
          unit: 'ms/step',
        },
        reference: {
          label: `${STEPS} independent task jobs, per job`,
          value: perStep(median(measured.rounds.map((r) => r.reference))),
          unit: 'ms/step',
        },
        target: { better: 'lower', ratio: TARGET_RATIO },
        ratio: measured.ratio,
        rounds: measured.rounds.map((r) => ({
          subject: perStep(r.subject),
          reference: perStep(r.reference),
          ratio: r.ratio,
        })),
      });
    });
  });
}

/** Milliseconds from the engine's start to the workflow's FINISH (refusing any other end). */
async function runWorkflow(host: AppHost, round: number): Promise<number> {
  const workflowId = await submitApp(host, `fan_${round}`);
  const { ms } = await withEngine(host, () => workflowFinished(host.db, workflowId));
  const steps = await host.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('workflow_id', '=', workflowId)
    .where('status', '=', 'success')
    .executeTakeFirstOrThrow();
  if (Number(steps.n) !== STEPS) throw new Error(`workflow ${workflowId}: ${steps.n} of ${STEPS} steps succeeded`);
  return ms;
}

/** Milliseconds from the engine's start to the end of the last of as many independent no-op jobs. */
async function runTasks(host: AppHost, round: number): Promise<number> {
  const ids: string[] = [];
  for (let i = 0; i < STEPS; i++) {
    ids.push(
      await submitTask(host.baseUrl, host.user.token, NOOP_SOFTWARE_ID, { jobName: `t${round}_${i}`, params: {} }),
    );
  }
  const { ms } = await withEngine(host, async () => {
    for (const id of ids) await taskSucceeded(host.db, id, TIMEOUT_MS);
  });
  return ms;
}

/** Times `wait` from the engine's start; the engine is stopped afterwards so the next side starts from the same. */
async function withEngine(host: AppHost, wait: () => Promise<void>) {
  let engine: Awaited<ReturnType<AppHost['startEngine']>> | undefined;
  try {
    return await timed(async () => {
      engine = await host.startEngine();
      await wait();
    });
  } finally {
    await engine?.stop();
  }
}

async function submitApp(host: AppHost, jobName: string): Promise<string> {
  const res = await fetch(`${host.baseUrl}/api/v1/software/${FAN_SOFTWARE_ID}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.user.token },
    body: JSON.stringify({ jobName, inputs: {}, params: {} }),
  });
  const answer = (await res.json()) as { workflowId?: string };
  if (!res.ok || !answer.workflowId) throw new Error(`submit app: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.workflowId;
}

async function workflowFinished(db: Database, workflowId: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const row = await db
      .selectFrom('workflows')
      .select(['status', 'failed_step', 'reason', 'reason_detail'])
      .where('id', '=', workflowId)
      .executeTakeFirstOrThrow();
    if (row.status === 'FINISH') return;
    if (row.status === 'FAILURE' || row.status === 'KILLED') {
      throw new Error(
        `workflow ${workflowId} ended ${row.status}: ${row.failed_step} ${row.reason} ${row.reason_detail}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`workflow ${workflowId} not finished within ${TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
  }
}
