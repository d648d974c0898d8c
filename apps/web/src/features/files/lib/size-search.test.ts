import { describe, expect, it } from 'vitest';
import { isFileSizeUnit, sizeBoundError, sizeSearchError, sizeSearchFields } from './size-search';

describe('size search bounds (checked on blur)', () => {
  it.each(['', '1', '9', '10', '999', ' 12 '])('accepts %j', (text) => {
    expect(sizeBoundError(text)).toBeNull();
  });

  it.each(['0', '01', '1000', '1.5', '-1', 'a', '1e2', '１'])('refuses %j with the contracts code', (text) => {
    expect(sizeBoundError(text)).toBe('FILE_SIZE_SEARCH_INVALID');
  });

  it('treats a missing value as empty', () => {
    expect(sizeBoundError(undefined)).toBeNull();
  });
});

describe('size search as a whole', () => {
  it('refuses start above end in the chosen unit', () => {
    expect(sizeSearchError({ start: '20', end: '10', unit: 'MB' })).toBe('FILE_SIZE_RANGE_INVALID');
    expect(sizeSearchError({ start: '10', end: '10', unit: 'GB' })).toBeNull();
    expect(sizeSearchError({ start: '5', end: '', unit: 'KB' })).toBeNull();
  });

  it('reports a bad bound before the range', () => {
    expect(sizeSearchError({ start: '0', end: '1', unit: 'MB' })).toBe('FILE_SIZE_SEARCH_INVALID');
  });

  it('sends only valid searches, without empty bounds', () => {
    expect(sizeSearchFields({ start: '', end: '', unit: 'MB' })).toEqual({});
    expect(sizeSearchFields({ start: ' 5 ', end: '', unit: 'KB' })).toEqual({ sizeStart: '5', sizeUnit: 'KB' });
    expect(sizeSearchFields({ start: '1', end: '2', unit: 'GB' })).toEqual({
      sizeStart: '1',
      sizeEnd: '2',
      sizeUnit: 'GB',
    });
    expect(sizeSearchFields({ start: '3', end: '2', unit: 'GB' })).toBeNull();
    expect(sizeSearchFields({ start: '1000', end: '', unit: 'GB' })).toBeNull();
  });

  it('knows the units', () => {
    expect(isFileSizeUnit('KB')).toBe(true);
    expect(isFileSizeUnit('TB')).toBe(false);
    expect(isFileSizeUnit(undefined)).toBe(false);
  });
});
