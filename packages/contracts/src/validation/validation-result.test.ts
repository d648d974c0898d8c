import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  VALID,
  VALIDATION_ERROR_CODES,
  charLength,
  invalid,
  schemaFromValidator,
  validationErrorCodeSchema,
} from './validation-result';

describe('validation error codes', () => {
  it('include every code of the rules, each once', () => {
    for (const code of [
      'FILE_SIZE_SEARCH_INVALID',
      'FOLDER_NAME_INVALID',
      'RENAME_INVALID',
      'UPLOAD_NAME_INVALID',
      'UPLOAD_TOO_LARGE',
      'ATTACHMENT_TOO_LARGE',
      'TOO_MANY_ATTACHMENTS',
      'TITLE_REQUIRED',
      'TITLE_TOO_LONG',
      'DESCRIPTION_TOO_LONG',
      'PROJECT_NAME_REQUIRED',
      'PASSWORD_REQUIRED',
      'ATTRIBUTE_DUPLICATE',
      'ATTRIBUTE_NAME_INVALID',
      'REASON_TOO_LONG',
      'SUGGESTION_TYPE_REQUIRED',
      'INPUT_EMPTY',
    ]) {
      expect(validationErrorCodeSchema.safeParse(code).success).toBe(true);
    }
    expect(new Set(VALIDATION_ERROR_CODES).size).toBe(VALIDATION_ERROR_CODES.length);
    expect(validationErrorCodeSchema.safeParse('SOMETHING_ELSE').success).toBe(false);
  });
});

describe('results', () => {
  it('build ok and refused results', () => {
    expect(VALID).toEqual({ ok: true });
    expect(invalid('INPUT_EMPTY')).toEqual({ ok: false, code: 'INPUT_EMPTY' });
  });
});

describe('schemaFromValidator', () => {
  const schema = schemaFromValidator(z.string(), (value) => (value === 'bad' ? invalid('INPUT_EMPTY') : VALID));

  it('accepts what the validator accepts', () => {
    expect(schema.parse('good')).toBe('good');
  });

  it('reports the code as the issue message', () => {
    const result = schema.safeParse('bad');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['INPUT_EMPTY']);
  });

  it('keeps the base type check', () => {
    expect(schema.safeParse(42).success).toBe(false);
  });
});

describe('charLength', () => {
  it('counts code points', () => {
    expect(charLength('')).toBe(0);
    expect(charLength('abc')).toBe(3);
    expect(charLength('生物')).toBe(2);
    expect(charLength('🧬x')).toBe(2);
  });
});
