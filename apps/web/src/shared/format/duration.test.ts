import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows H:mm:ss, hours past a day included', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(61_999)).toBe('0:01:01');
    expect(formatDuration(26 * 3600 * 1000 + 5000)).toBe('26:00:05');
  });

  it('shows -- without a time', () => {
    expect(formatDuration(null)).toBe('--');
    expect(formatDuration(undefined)).toBe('--');
    expect(formatDuration(Number.NaN)).toBe('--');
  });
});
