import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_NAME_MAX_LENGTH } from '../limits';
import {
  attributeNameListSchema,
  attributeNameSchema,
  findDuplicateAttributeNames,
  validateAttributeName,
  validateAttributeNames,
} from './attributes';

describe('custom attribute name', () => {
  it.each(['tissue', 'Sample_ID', 'read-length', 'x', '2024', 'a'.repeat(ATTRIBUTE_NAME_MAX_LENGTH)])(
    'accepts %j',
    (name) => {
      expect(validateAttributeName(name)).toEqual({ ok: true });
      expect(attributeNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it.each(['', ' ', 'a b', 'a.b', 'a/b', '组织', 'x;drop', 'a'.repeat(ATTRIBUTE_NAME_MAX_LENGTH + 1)])(
    'refuses %j',
    (name) => {
      expect(validateAttributeName(name)).toEqual({ ok: false, code: 'ATTRIBUTE_NAME_INVALID' });
      expect(attributeNameSchema.safeParse(name).success).toBe(false);
    },
  );

  it('allows names of 1 to 64 characters', () => {
    expect(ATTRIBUTE_NAME_MAX_LENGTH).toBe(64);
  });
});

describe('duplicate check', () => {
  it('finds no duplicates in distinct names', () => {
    expect(findDuplicateAttributeNames([])).toEqual([]);
    expect(findDuplicateAttributeNames(['a', 'b', 'c'])).toEqual([]);
  });

  it('reports each repeated name once, ignoring case', () => {
    expect(findDuplicateAttributeNames(['a', 'b', 'a'])).toEqual(['a']);
    expect(findDuplicateAttributeNames(['a', 'a', 'a', 'b', 'B'])).toEqual(['a', 'B']);
    expect(findDuplicateAttributeNames(['Tissue', 'tissue'])).toEqual(['tissue']);
  });
});

describe('validateAttributeNames', () => {
  it('accepts a list of distinct valid names', () => {
    expect(validateAttributeNames(['tissue', 'age', 'read-length'])).toEqual({ ok: true });
    expect(validateAttributeNames([])).toEqual({ ok: true });
    expect(attributeNameListSchema.safeParse(['tissue', 'age']).success).toBe(true);
  });

  it('refuses duplicates', () => {
    expect(validateAttributeNames(['tissue', 'age', 'Tissue'])).toEqual({ ok: false, code: 'ATTRIBUTE_DUPLICATE' });
    const result = attributeNameListSchema.safeParse(['age', 'age']);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['ATTRIBUTE_DUPLICATE']);
  });

  it('reports an invalid name before duplicates', () => {
    expect(validateAttributeNames(['a b', 'x', 'x'])).toEqual({ ok: false, code: 'ATTRIBUTE_NAME_INVALID' });
  });
});
