import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

describe('runLimited', () => {
  it('runs every item, never more than the limit at once, starting in order', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await runLimited([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('resolves at once for no items', async () => {
    await expect(runLimited([], 3, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
