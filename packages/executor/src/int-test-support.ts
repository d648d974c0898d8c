/** Shared by the integration tests: temp work dirs and polling until a job reaches a state. */
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor, ExecutorState, ExecutorStatus, JobRef } from './executor';

/** A root under os.tmpdir() that a job running as another user (Slurm's) can also enter. */
export async function makeTempRoot(
  prefix: string,
): Promise<{ root: string; newWorkDir: (name: string) => Promise<string>; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(root, 0o755);
  return {
    root,
    async newWorkDir(name) {
      const dir = path.join(root, name);
      await mkdir(dir);
      await chmod(dir, 0o777);
      return dir;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

export async function statusOf(executor: Executor, job: JobRef): Promise<ExecutorStatus> {
  const status = (await executor.status([job])).get(job.externalId);
  if (!status) throw new Error(`no status for ${job.externalId}`);
  return status;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    await sleep(intervalMs);
    last = await probe();
  }
  return last;
}

export function waitForState(
  executor: Executor,
  job: JobRef,
  state: ExecutorState,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<ExecutorStatus> {
  return waitFor(
    `job ${job.externalId} to be ${state}`,
    () => statusOf(executor, job),
    (s) => s.state === state,
    options,
  );
}

export function readLog(workDir: string, name: 'stdout.log' | 'stderr.log'): Promise<string> {
  return readFile(path.join(workDir, name), 'utf8');
}
