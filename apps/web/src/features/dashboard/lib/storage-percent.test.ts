import { describe, expect, it } from 'vitest';
import { usedPercent } from './storage-percent';

describe('usedPercent', () => {
  it('rounds to whole percent, a little use showing as 1 %', () => {
    expect(usedPercent(0, 1000)).toBe(0);
    expect(usedPercent(1, 1_000_000)).toBe(1);
    expect(usedPercent(555, 1000)).toBe(56);
  });

  it('stays within 0 to 100', () => {
    expect(usedPercent(2000, 1000)).toBe(100);
    expect(usedPercent(5, 0)).toBe(100);
    expect(usedPercent(0, 0)).toBe(0);
  });
});
