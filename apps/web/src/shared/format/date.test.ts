import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date';

describe('formatDateTime', () => {
  it('formats as YYYY-MM-DD HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 9, 7, 3))).toBe('2024-01-05 09:07:03');
  });

  it('shows -- for empty or invalid values', () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });
});
