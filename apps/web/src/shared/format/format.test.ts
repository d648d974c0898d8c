import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';
import { formatDuration } from './duration';

describe('formatBytes', () => {
  it('uses binary units with one decimal below 10', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(-1)).toBe('');
  });
});

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
