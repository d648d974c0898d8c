/**
 * Review R7: with slurmctld paused (SIGSTOP), sbatch times out, yet the controller creates the job once it resumes.
 * The console must still know that job: each task ends with exactly one Slurm job, the one it recorded, and runs to
 * its end instead of being failed while its job runs. Two paths: tasks whose submit gave up looking (the monitor
 * finds their job later), and a task whose submit was still looking when the controller came back.
 * Needs the one-node cluster of scripts/slurm-up.sh; skipped without it unless REQUIRE_SLURM=1.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from '../../test/engine-server';
import { loggedIn } from '../../test/file-api';
import { slurmProblem } from '../../test/slurm-check';
import { taskApi, type TaskApi } from '../../test/task-api';

/** Where scripts/slurm-up.sh has slurmctld write its pid (SlurmctldPidFile). */
const CTLD_PID_FILE = '/run/slurm/slurmctld.pid';

// The controller must be this machine's own, to be paused (engine-slurm.int.test.ts fails when REQUIRE_SLURM=1 and
// there is no cluster at all).
const problem =
  (await slurmProblem()) ?? (existsSync(CTLD_PID_FILE) ? undefined : `no local slurmctld (${CTLD_PID_FILE})`);
if (problem) console.warn(`Slurm submit tests skipped: ${problem}.`);
/** Short, so that sbatch and squeue give up well within the pause. */
const COMMAND_TIMEOUT_MS = 2_000;

const controllerPid = async () => Number((await readFile(CTLD_PID_FILE, 'utf8')).trim());
const resumeController = async () => process.kill(await controllerPid(), 'SIGCONT');

async function slurmJobsOf(taskId: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('squeue', [
    '--noheader',
    '--states=all',
    // The name the executor gives a task's job (slurm-executor.ts slurmJobName); task ids need no escaping.
    `--name=biocloud-${taskId}`,
    '--format=%i',
  ]);
  return stdout.split('\n').filter(Boolean);
}

describe.skipIf(problem)('Slurm submit while the controller does not answer', () => {
  let engine: EngineServer;
  let api: TaskApi;

  beforeAll(async () => {
    engine = await startEngineServer({
      CATALOG_DIR: TEST_CATALOG_DIR,
      EXECUTOR: 'slurm',
      TASK_USER_CONCURRENCY: '10',
      SLURM_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
    });
    api = taskApi(await loggedIn(engine.server), engine.server.baseUrl);
  });
  afterAll(async () => {
    // Also here: a test that timed out may not have reached its own finally yet.
    await resumeController();
    await engine.close();
  });

  const sleeper = (name: string) => api.submitOk('9001', { jobName: name, params: { seconds: 1, message: name } });
  const eventKeys = async (jobId: string) => (await api.events(jobId)).body.eventList.map((e) => e.eventKey);

  it('each task ends with the one Slurm job it knows, and succeeds', async () => {
    const ctld = await controllerPid();
    const gaveUp: string[] = [];
    let stillLooking: string;
    process.kill(ctld, 'SIGSTOP');
    try {
      gaveUp.push(await sleeper('a1'), await sleeper('a2'), await sleeper('a3'));
      // sbatch timed out and the looks by name went unanswered: the tasks wait for their job, they do not fail.
      for (const jobId of gaveUp) {
        await expect.poll(() => eventKeys(jobId), { timeout: 30_000, interval: 200 }).toContain('submitUnconfirmed');
        expect((await api.detail(jobId)).body).toMatchObject({ status: 'running', startTime: null, endTime: null });
      }
      stillLooking = await sleeper('b1');
      // Past its sbatch timeout, so its submit is looking the job up when the controller comes back.
      await sleep(COMMAND_TIMEOUT_MS + 1_000);
    } finally {
      await resumeController();
    }

    for (const jobId of [...gaveUp, stillLooking]) {
      const detail = await api.waitFor(jobId, (d) => d.endTime !== null, { timeoutMs: 45_000, what: 'the end' });
      const keys = await eventKeys(jobId);
      expect(detail.status, keys.join(',')).toBe('success');
      expect(keys.filter((key) => key === 'started')).toHaveLength(1);
      expect(keys).not.toContain('dispatchFailed');
      const row = await engine.server.db
        .selectFrom('tasks')
        .select('external_id')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(await slurmJobsOf(jobId)).toEqual([row.external_id]);
    }
    // Its submit found the job itself, once the controller answered the look by name.
    expect(await eventKeys(stillLooking)).not.toContain('submitUnconfirmed');
  }, 90_000);
});
