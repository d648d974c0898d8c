import { describe, expect, it } from 'vitest';
import {
  descriptionSchema,
  reasonSchema,
  requiredInputSchema,
  suggestionTypeSchema,
  titleSchema,
  validateDescription,
  validateReason,
  validateRequiredInput,
  validateSuggestionType,
  validateTitle,
} from './text-fields';

describe('title', () => {
  it('is required', () => {
    for (const title of ['', ' ', '\t\n']) {
      expect(validateTitle(title)).toEqual({ ok: false, code: 'TITLE_REQUIRED' });
      expect(titleSchema.safeParse(title).success).toBe(false);
    }
  });

  it('must be under 50 characters', () => {
    for (const title of ['a', 'x'.repeat(49), '题'.repeat(49), '🧬'.repeat(49)]) {
      expect(validateTitle(title)).toEqual({ ok: true });
      expect(titleSchema.safeParse(title).success).toBe(true);
    }
    for (const title of ['x'.repeat(50), '题'.repeat(50), 'x'.repeat(300)]) {
      expect(validateTitle(title)).toEqual({ ok: false, code: 'TITLE_TOO_LONG' });
      expect(titleSchema.safeParse(title).success).toBe(false);
    }
  });
});

describe('description', () => {
  it('is optional and under 500 characters', () => {
    for (const text of ['', 'short', 'd'.repeat(499), '述'.repeat(499)]) {
      expect(validateDescription(text)).toEqual({ ok: true });
      expect(descriptionSchema.safeParse(text).success).toBe(true);
    }
    for (const text of ['d'.repeat(500), '述'.repeat(501)]) {
      expect(validateDescription(text)).toEqual({ ok: false, code: 'DESCRIPTION_TOO_LONG' });
      expect(descriptionSchema.safeParse(text).success).toBe(false);
    }
  });
});

describe('questioning or challenge reason', () => {
  it('is at most 500 characters', () => {
    for (const text of ['', 'why', 'r'.repeat(500), '因'.repeat(500)]) {
      expect(validateReason(text)).toEqual({ ok: true });
      expect(reasonSchema.safeParse(text).success).toBe(true);
    }
    for (const text of ['r'.repeat(501), '因'.repeat(501)]) {
      expect(validateReason(text)).toEqual({ ok: false, code: 'REASON_TOO_LONG' });
      expect(reasonSchema.safeParse(text).success).toBe(false);
    }
  });
});

describe('required input', () => {
  it('refuses empty and blank input', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(validateRequiredInput(value)).toEqual({ ok: false, code: 'INPUT_EMPTY' });
    }
    expect(requiredInputSchema.safeParse('  ').success).toBe(false);
  });

  it('accepts anything else', () => {
    for (const value of ['x', ' x ', '0']) expect(validateRequiredInput(value)).toEqual({ ok: true });
    expect(requiredInputSchema.safeParse('x').success).toBe(true);
  });
});

describe('suggestion type', () => {
  it('is required', () => {
    for (const value of ['', ' ', null, undefined]) {
      expect(validateSuggestionType(value)).toEqual({ ok: false, code: 'SUGGESTION_TYPE_REQUIRED' });
    }
    expect(suggestionTypeSchema.safeParse('').success).toBe(false);
    expect(validateSuggestionType('bug')).toEqual({ ok: true });
    expect(suggestionTypeSchema.safeParse('bug').success).toBe(true);
  });
});
