import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whileLeased } from './leased-work';

describe('whileLeased', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renews every quarter of the lease while the work runs, and not after', async () => {
    const renew = vi.fn(() => Promise.resolve());
    let finish!: (value: string) => void;
    const running = whileLeased(renew, 120, () => new Promise<string>((resolve) => (finish = resolve)));

    await vi.advanceTimersByTimeAsync(30_000 * 3 + 1);
    expect(renew).toHaveBeenCalledTimes(3);
    finish('done');
    await expect(running).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('stops renewing when the work fails, and passes the failure on; a failed renewal is not one', async () => {
    const renew = vi.fn(() => Promise.reject(new Error('database restarting')));
    let fail!: (error: Error) => void;
    const running = whileLeased(renew, 4, () => new Promise<void>((_, reject) => (fail = reject)));
    const outcome = running.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(2_000 + 1);
    expect(renew).toHaveBeenCalledTimes(2);
    fail(new Error('unreadable'));
    expect(await outcome).toEqual(new Error('unreadable'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
