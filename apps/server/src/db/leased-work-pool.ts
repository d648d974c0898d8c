import type { FastifyBaseLogger } from 'fastify';
import { failureLogLevel } from './connection-errors';

/*
 * The runners of a leased-work queue (leased-work.ts) in this process: `runners` loops that claim a job, do it, and
 * otherwise sleep POLL_MS or until woken (work stored here; another instance's is found by the poll). A failed job
 * is given back for another try, or marked failed when the failure is its own (another try would only repeat it)
 * or after MAX_ATTEMPTS tries; stopping aborts the jobs in progress and gives them back uncounted, so the next start
 * (or another instance) begins them again. A runner whose process died leaves a lease that runs out: the queue's
 * claim takes such a job again. Renewing the lease while a job runs is the job's own (whileLeased).
 */

const POLL_MS = 5000;
/** A job failing this many times for reasons other than its content (I/O, the database) is marked failed. */
export const MAX_ATTEMPTS = 3;

export interface LeasedJob {
  /** Claims so far, this one included. */
  attempts: number;
}

export interface LeasedQueue<J extends LeasedJob> {
  claim(leaseSeconds: number): Promise<J | undefined>;
  /** Puts the job back; `countAttempt` false undoes the claim's count (the job did not fail, its runner stopped). */
  release(job: J, countAttempt: boolean): Promise<void>;
  fail(job: J, reason: string): Promise<void>;
}

export function createLeasedWorkPool<J extends LeasedJob>(deps: {
  queue: LeasedQueue<J>;
  leaseSeconds: number;
  /** Does one claimed job and marks it done; a throw gives it back or fails it. */
  work(job: J, signal: AbortSignal): Promise<void>;
  /** For a failure of the job itself: the reason to fail it with at once; undefined gives it another try. */
  ownFailure(error: unknown, job: J): string | undefined;
  /** The reason a job is failed with after MAX_ATTEMPTS tries. */
  lastFailure(error: unknown): string;
  /** Other work for a runner that found no job; answers whether it did some (else the runner sleeps). */
  idle?(signal: AbortSignal): Promise<boolean>;
  log: FastifyBaseLogger;
  /** Log lines: a job that failed in a way worth another try, and a queue that could not be read. */
  says: { failed: string; unavailable: string };
  /** What names a job in a log line. */
  logFields(job: J): Record<string, unknown>;
  runners: number;
  pollMs?: number;
}) {
  const { queue, log } = deps;
  const pollMs = deps.pollMs ?? POLL_MS;
  let controller = new AbortController();
  let running: Promise<void>[] = [];
  let sleepers: (() => void)[] = [];

  const wake = () => {
    const waiting = sleepers;
    sleepers = [];
    waiting.forEach((resolve) => resolve());
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      sleepers.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function run(job: J, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return queue.release(job, false);
    try {
      await deps.work(job, signal);
    } catch (error) {
      // Checked first: stopping kills what the job runs, which may look like a failure of its own.
      if (signal.aborted) return queue.release(job, false);
      const own = deps.ownFailure(error, job);
      if (own !== undefined) return queue.fail(job, own);
      log.warn({ err: error, ...deps.logFields(job) }, deps.says.failed);
      if (job.attempts >= MAX_ATTEMPTS) return queue.fail(job, deps.lastFailure(error));
      return queue.release(job, true);
    }
  }

  async function runner(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const job = await queue.claim(deps.leaseSeconds);
        if (job) await run(job, signal);
        else if (!(await deps.idle?.(signal))) await sleep(pollMs);
      } catch (error) {
        if (signal.aborted) return;
        log[failureLogLevel(error, 'warn')]({ err: error }, deps.says.unavailable);
        await sleep(pollMs);
      }
    }
  }

  return {
    /** Tells idle runners that a job may be waiting. */
    wake,

    /** Starts the runners unless there are none or they run already; answers whether it started them. */
    start(): boolean {
      if (deps.runners === 0 || running.length > 0) return false;
      controller = new AbortController();
      running = Array.from({ length: deps.runners }, () => runner(controller.signal));
      return true;
    },

    /** Stops the runners; a job in progress goes back to the queue for the next start (or another instance). */
    async stop(): Promise<void> {
      controller.abort();
      wake();
      await Promise.all(running);
      running = [];
    },
  };
}

export type LeasedWorkPool = ReturnType<typeof createLeasedWorkPool>;
