import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createLeasedWorkPool, MAX_ATTEMPTS, type LeasedJob } from './leased-work-pool';

interface Job extends LeasedJob {
  id: string;
}

class OwnFailure extends Error {}

/** An in-memory queue that records what the pool did with each job. */
function fakeQueue(ids: string[]) {
  const waiting: Job[] = ids.map((id) => ({ id, attempts: 0 }));
  const trail: string[] = [];
  const queue = {
    claimError: undefined as Error | undefined,
    claim: vi.fn(async () => {
      if (queue.claimError) throw queue.claimError;
      const job = waiting.shift();
      if (!job) return undefined;
      return { ...job, attempts: job.attempts + 1 };
    }),
    async release(job: Job, countAttempt: boolean) {
      trail.push(`release ${job.id} ${countAttempt}`);
      waiting.push({ ...job, attempts: countAttempt ? job.attempts : job.attempts - 1 });
    },
    async fail(job: Job, reason: string) {
      trail.push(`fail ${job.id} ${reason}`);
    },
    add(id: string) {
      waiting.push({ id, attempts: 0 });
    },
  };
  return { queue, trail, waiting };
}

function fakeLog() {
  return { warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };
}

function pool(queue: ReturnType<typeof fakeQueue>['queue'], work: (job: Job, signal: AbortSignal) => Promise<void>) {
  const log = fakeLog();
  const workers = createLeasedWorkPool<Job>({
    queue,
    leaseSeconds: 60,
    work,
    ownFailure: (error) => (error instanceof OwnFailure ? error.message : undefined),
    lastFailure: () => 'TOO_MANY_TRIES',
    log,
    says: { failed: 'job failed', unavailable: 'queue unavailable' },
    logFields: (job) => ({ id: job.id }),
    runners: 2,
    // Long enough that only a wake (or a job) moves an idle runner within a test.
    pollMs: 60_000,
  });
  return { workers, log };
}

describe('leased work pool', () => {
  it('does every waiting job, and one added later once woken', async () => {
    const { queue, trail } = fakeQueue(['a', 'b', 'c']);
    const { workers } = pool(queue, async (job) => void trail.push(`done ${job.id}`));
    expect(workers.start()).toBe(true);
    expect(workers.start()).toBe(false);
    await vi.waitFor(() => expect(trail).toHaveLength(3));
    queue.add('d');
    workers.wake();
    await vi.waitFor(() => expect(trail).toContain('done d'));
    await workers.stop();
    expect(trail.sort()).toEqual(['done a', 'done b', 'done c', 'done d']);
  });

  it('fails a job at once for a failure of its own, and after MAX_ATTEMPTS tries for others', async () => {
    const { queue, trail } = fakeQueue(['own', 'flaky']);
    const { workers, log } = pool(queue, async (job) => {
      throw job.id === 'own' ? new OwnFailure('UNREADABLE') : new Error('disk full');
    });
    workers.start();
    await vi.waitFor(() => expect(trail).toContain('fail flaky TOO_MANY_TRIES'));
    await workers.stop();
    expect(trail.filter((step) => step.includes('own'))).toEqual(['fail own UNREADABLE']);
    expect(trail.filter((step) => step.includes('flaky'))).toEqual([
      ...Array.from({ length: MAX_ATTEMPTS - 1 }, () => 'release flaky true'),
      'fail flaky TOO_MANY_TRIES',
    ]);
    expect(log.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ id: 'flaky' }), 'job failed');
  });

  it('gives the jobs in progress back uncounted when stopped, even when the abort makes them throw', async () => {
    const { queue, trail, waiting } = fakeQueue(['a', 'b']);
    let started = 0;
    const { workers } = pool(queue, (job, signal) => {
      started += 1;
      return new Promise<void>((_, reject) =>
        signal.addEventListener('abort', () => reject(new OwnFailure(`killed ${job.id}`))),
      );
    });
    workers.start();
    await vi.waitFor(() => expect(started).toBe(2));
    await workers.stop();
    expect(trail.sort()).toEqual(['release a false', 'release b false']);
    expect(waiting.map((job) => job.attempts)).toEqual([0, 0]);
  });

  it('keeps going when the queue cannot be read, and logs it', async () => {
    const { queue, trail } = fakeQueue(['a']);
    queue.claimError = new Error('connection refused');
    const { workers, log } = pool(queue, async (job) => void trail.push(`done ${job.id}`));
    workers.start();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'queue unavailable'));
    queue.claimError = undefined;
    workers.wake();
    await vi.waitFor(() => expect(trail).toEqual(['done a']));
    await workers.stop();
  });

  it('does the idle work while no job waits, and starts no runner when it has none', async () => {
    const { queue } = fakeQueue([]);
    let idle = 3;
    const log = fakeLog();
    const base = {
      queue,
      leaseSeconds: 60,
      work: async () => {},
      ownFailure: () => undefined,
      lastFailure: () => '',
      log,
      says: { failed: '', unavailable: '' },
      logFields: () => ({}),
      pollMs: 60_000,
    };
    const workers = createLeasedWorkPool<Job>({ ...base, runners: 1, idle: async () => (idle -= 1) > 0 });
    workers.start();
    await vi.waitFor(() => expect(idle).toBe(0));
    await workers.stop();
    expect(queue.claim).toHaveBeenCalledTimes(3);

    const none = createLeasedWorkPool<Job>({ ...base, runners: 0 });
    expect(none.start()).toBe(false);
    await none.stop();
    expect(queue.claim).toHaveBeenCalledTimes(3);
  });
});
