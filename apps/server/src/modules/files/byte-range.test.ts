import { describe, expect, it } from 'vitest';
import { MAX_RANGES, parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it('serves the whole file without a header', () => {
    expect(parseRangeHeader(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('  ', 100)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=10-', 10, 99],
    ['bytes=-10', 90, 99],
    ['bytes=-1000', 0, 99],
    ['bytes=90-1000', 90, 99],
    ['BYTES = 5-5', 5, 5],
  ])('reads %s as one range', (header, start, end) => {
    expect(parseRangeHeader(header, 100)).toEqual({ kind: 'single', start, end });
  });

  it('answers several ranges with the whole file', () => {
    expect(parseRangeHeader('bytes=0-1, 5-9', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=0-1,200-300', 100)).toEqual({ kind: 'whole' });
  });

  it.each([
    'bytes=100-',
    'bytes=100-200',
    'bytes=-0',
    'bytes=5-1',
    'bytes=abc',
    'bytes=',
    'bytes=-',
    'items=0-1',
    'bytes=0-1;',
    'bytes=1e3-',
    `bytes=${'9'.repeat(40)}-`,
    'bytes=200-300,400-500',
  ])('refuses %j', (header) => {
    expect(parseRangeHeader(header, 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('refuses any range of an empty file', () => {
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it(`accepts up to ${MAX_RANGES} ranges and refuses more, even hundreds`, () => {
    const ranges = (n: number) => `bytes=${Array.from({ length: n }, (_, i) => `${i}-${i}`).join(',')}`;
    expect(parseRangeHeader(ranges(MAX_RANGES), 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader(ranges(MAX_RANGES + 1), 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader(ranges(500), 1000)).toEqual({ kind: 'unsatisfiable' });
  });
});
