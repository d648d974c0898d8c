import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('runs at most max at once, the rest in order of arrival', async () => {
    const limited = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [30, 10, 10, 10, 10].map((ms, i) =>
        limited(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await sleep(ms);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of work that failed', async () => {
    const limited = createLimiter(1);
    await expect(limited(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limited(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow(/positive integer/);
  });
});
