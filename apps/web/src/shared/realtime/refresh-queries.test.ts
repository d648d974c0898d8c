import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { LIVE_FALLBACK_REFETCH_MS, refetchWhileLive, refreshQueries } from './refresh-queries';

/**
 * A job read by a page: each load reads the state when it starts and answers when the test says so, like a GET
 * whose response is still on its way while the job changes on the server.
 */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let status = 'RECEIVED';
  const pending: (() => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ['compute', 'job', 'w1', 'detail'],
    queryFn: ({ signal }) => {
      const read = status;
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        pending.push(() => resolve(read));
      });
    },
  });
  // Subscribing makes the query active and starts its first load, as a mounted page does.
  const unsubscribe = observer.subscribe(() => {});
  /** Answers every load, including those started meanwhile, until `work` is done. */
  const answerUntil = async (work: Promise<unknown> = Promise.resolve()) => {
    let done = false;
    void work.finally(() => (done = true));
    do {
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (pending.length > 0) pending.shift()!();
    } while (!done || pending.length > 0);
    await work;
  };
  return {
    queryClient,
    observer,
    unsubscribe,
    answerUntil,
    change: (next: string) => (status = next),
  };
}

describe('refreshQueries', () => {
  it('restarts a first load that read the job before the change the event reports', async () => {
    const page = setup();
    page.change('RUNNING');
    await page.answerUntil(refreshQueries(page.queryClient, ['compute', 'job', 'w1']));
    expect(page.observer.getCurrentResult().data).toBe('RUNNING');
    page.unsubscribe();
  });

  it('is needed: a plain invalidation joins the stale first load', async () => {
    const page = setup();
    page.change('RUNNING');
    await page.answerUntil(page.queryClient.invalidateQueries({ queryKey: ['compute', 'job', 'w1'] }));
    expect(page.observer.getCurrentResult().data).toBe('RECEIVED');
    page.unsubscribe();
  });

  it('restarts a reload of data already shown', async () => {
    const page = setup();
    await page.answerUntil();
    void page.observer.refetch();
    page.change('PAUSE');
    await page.answerUntil(refreshQueries(page.queryClient, ['compute', 'job', 'w1']));
    expect(page.observer.getCurrentResult().data).toBe('PAUSE');
    page.unsubscribe();
  });
});

describe('refetchWhileLive', () => {
  const interval = refetchWhileLive<{ ended: boolean }>((job) => job.ended);

  it('rereads until the data says it cannot change any more', () => {
    expect(interval({ state: { data: undefined, status: 'pending' } })).toBe(LIVE_FALLBACK_REFETCH_MS);
    expect(interval({ state: { data: { ended: false }, status: 'success' } })).toBe(LIVE_FALLBACK_REFETCH_MS);
    expect(interval({ state: { data: { ended: true }, status: 'success' } })).toBe(false);
  });

  it('stops after a failed load', () => {
    expect(interval({ state: { data: { ended: false }, status: 'error' } })).toBe(false);
  });
});
