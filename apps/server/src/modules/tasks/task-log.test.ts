import { describe, expect, it } from 'vitest';
import { joinLogs, shareBudget } from './task-log';

describe('shareBudget', () => {
  it('gives each log half, and one what the other does not need', () => {
    expect(shareBudget(100, 500, 500)).toEqual([50, 50]);
    expect(shareBudget(100, 10, 500)).toEqual([10, 90]);
    expect(shareBudget(100, 500, 10)).toEqual([90, 10]);
    expect(shareBudget(100, 0, 0)).toEqual([0, 0]);
  });
});

describe('joinLogs', () => {
  it('heads each log when both have text', () => {
    expect(joinLogs('out', 'err\n')).toBe('==> stdout <==\nout\n==> stderr <==\nerr\n');
    expect(joinLogs('', 'err\n')).toBe('err\n');
    expect(joinLogs('out\n', '')).toBe('out\n');
  });
});
