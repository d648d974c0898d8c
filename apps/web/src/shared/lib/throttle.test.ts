import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls at once, then once per window with the latest arguments', () => {
    const calls: number[] = [];
    const t = throttle((n: number) => calls.push(n), 200);
    t(1);
    t(2);
    t(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([1, 3]);
    t(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('drops the pending call when cancelled', () => {
    const calls: number[] = [];
    const t = throttle((n: number) => calls.push(n), 200);
    t(1);
    t(2);
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
