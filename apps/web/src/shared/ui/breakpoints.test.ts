import { describe, expect, it } from 'vitest';
import { breakpointOf, isAtLeast } from './breakpoints';

describe('breakpoints', () => {
  it('maps widths to the spec breakpoints', () => {
    expect(breakpointOf(320)).toBe('xs');
    expect(breakpointOf(767)).toBe('xs');
    expect(breakpointOf(768)).toBe('sm');
    expect(breakpointOf(991)).toBe('sm');
    expect(breakpointOf(992)).toBe('md');
    expect(breakpointOf(1199)).toBe('md');
    expect(breakpointOf(1200)).toBe('lg');
    expect(breakpointOf(1919)).toBe('lg');
    expect(breakpointOf(1920)).toBe('xl');
    expect(breakpointOf(4000)).toBe('xl');
  });

  it('compares breakpoints', () => {
    expect(isAtLeast('md', 'md')).toBe(true);
    expect(isAtLeast('sm', 'md')).toBe(false);
    expect(isAtLeast('xl', 'sm')).toBe(true);
  });
});
