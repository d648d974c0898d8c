import { describe, expect, it } from 'vitest';
import {
  FILE_SIZE_SEARCH_PATTERN,
  fileSizeBoundToBytes,
  fileSizeSearchSchema,
  fileSizeSearchValueSchema,
  fileSizeToBytes,
  validateFileSizeSearch,
  validateFileSizeSearchValue,
} from './file-size-search';

describe('file size search value', () => {
  it.each(['', '1', '9', '10', '99', '100', '505', '999'])('accepts %j', (value) => {
    expect(validateFileSizeSearchValue(value)).toEqual({ ok: true });
    expect(FILE_SIZE_SEARCH_PATTERN.test(value)).toBe(true);
    expect(fileSizeSearchValueSchema.safeParse(value).success).toBe(true);
  });

  it.each(['0', '00', '01', '010', '1000', '1234', '-1', '1.5', '1e2', ' 1', '1 ', 'abc', '１'])(
    'refuses %j',
    (value) => {
      expect(validateFileSizeSearchValue(value)).toEqual({ ok: false, code: 'FILE_SIZE_SEARCH_INVALID' });
      expect(fileSizeSearchValueSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('fileSizeToBytes', () => {
  it('uses 1024-based units', () => {
    expect(fileSizeToBytes(1, 'KB')).toBe(1024);
    expect(fileSizeToBytes(1, 'MB')).toBe(1048576);
    expect(fileSizeToBytes(1, 'GB')).toBe(1073741824);
    expect(fileSizeToBytes(999, 'GB')).toBe(999 * 1073741824);
    expect(fileSizeToBytes(0, 'MB')).toBe(0);
  });

  it('reads a bound as bytes or null', () => {
    expect(fileSizeBoundToBytes({ value: '', unit: 'MB' })).toBeNull();
    expect(fileSizeBoundToBytes({ value: '5', unit: 'KB' })).toBe(5120);
    expect(() => fileSizeBoundToBytes({ value: '05', unit: 'KB' })).toThrow(RangeError);
  });
});

describe('validateFileSizeSearch', () => {
  it('accepts empty bounds and ordered ranges', () => {
    expect(validateFileSizeSearch({ value: '', unit: 'KB' }, { value: '', unit: 'KB' }).ok).toBe(true);
    expect(validateFileSizeSearch({ value: '5', unit: 'MB' }, { value: '', unit: 'MB' }).ok).toBe(true);
    expect(validateFileSizeSearch({ value: '', unit: 'MB' }, { value: '5', unit: 'MB' }).ok).toBe(true);
    expect(validateFileSizeSearch({ value: '5', unit: 'MB' }, { value: '5', unit: 'MB' }).ok).toBe(true);
    expect(validateFileSizeSearch({ value: '5', unit: 'MB' }, { value: '6', unit: 'MB' }).ok).toBe(true);
  });

  it('compares in bytes across units', () => {
    expect(validateFileSizeSearch({ value: '999', unit: 'MB' }, { value: '1', unit: 'GB' }).ok).toBe(true);
    expect(validateFileSizeSearch({ value: '1', unit: 'GB' }, { value: '999', unit: 'MB' })).toEqual({
      ok: false,
      code: 'FILE_SIZE_RANGE_INVALID',
    });
    expect(validateFileSizeSearch({ value: '1', unit: 'MB' }, { value: '1', unit: 'KB' })).toEqual({
      ok: false,
      code: 'FILE_SIZE_RANGE_INVALID',
    });
  });

  it('refuses start above end', () => {
    expect(validateFileSizeSearch({ value: '7', unit: 'KB' }, { value: '6', unit: 'KB' })).toEqual({
      ok: false,
      code: 'FILE_SIZE_RANGE_INVALID',
    });
  });

  it('reports a malformed bound before the order', () => {
    expect(validateFileSizeSearch({ value: '07', unit: 'KB' }, { value: '6', unit: 'KB' })).toEqual({
      ok: false,
      code: 'FILE_SIZE_SEARCH_INVALID',
    });
    expect(validateFileSizeSearch({ value: '1', unit: 'KB' }, { value: '1000', unit: 'KB' })).toEqual({
      ok: false,
      code: 'FILE_SIZE_SEARCH_INVALID',
    });
  });

  it('is enforced by the request schema', () => {
    expect(
      fileSizeSearchSchema.safeParse({ start: { value: '1', unit: 'KB' }, end: { value: '2', unit: 'GB' } }).success,
    ).toBe(true);
    const reversed = fileSizeSearchSchema.safeParse({
      start: { value: '2', unit: 'GB' },
      end: { value: '1', unit: 'KB' },
    });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues.map((issue) => issue.message)).toContain('FILE_SIZE_RANGE_INVALID');
    expect(
      fileSizeSearchSchema.safeParse({ start: { value: '1', unit: 'TB' }, end: { value: '', unit: 'KB' } }).success,
    ).toBe(false);
    expect(
      fileSizeSearchSchema.safeParse({ start: { value: '0', unit: 'KB' }, end: { value: '', unit: 'KB' } }).success,
    ).toBe(false);
  });
});
