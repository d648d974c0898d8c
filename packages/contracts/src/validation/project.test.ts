import { describe, expect, it } from 'vitest';
import { PROJECT_NAME_MAX_LENGTH } from '../limits';
import {
  projectDescriptionSchema,
  projectNameSchema,
  projectPasswordSchema,
  validatePasswordPresent,
  validateProjectName,
} from './project';

describe('project name', () => {
  it('is required', () => {
    for (const name of ['', '   ', null, undefined]) {
      expect(validateProjectName(name)).toEqual({ ok: false, code: 'PROJECT_NAME_REQUIRED' });
    }
    expect(projectNameSchema.safeParse(' ').success).toBe(false);
  });

  it('is 1 to 100 characters after trimming', () => {
    expect(PROJECT_NAME_MAX_LENGTH).toBe(100);
    for (const name of ['x', 'Rice resequencing 2024', '水稻重测序', 'p'.repeat(100), ` ${'p'.repeat(100)} `]) {
      expect(validateProjectName(name)).toEqual({ ok: true });
    }
    for (const name of ['p'.repeat(101), '项'.repeat(101)]) {
      expect(validateProjectName(name)).toEqual({ ok: false, code: 'PROJECT_NAME_TOO_LONG' });
      expect(projectNameSchema.safeParse(name).success).toBe(false);
    }
  });

  it('is trimmed by the schema', () => {
    expect(projectNameSchema.parse('  My project ')).toBe('My project');
  });
});

describe('project description', () => {
  it('follows the description rule', () => {
    expect(projectDescriptionSchema.safeParse('').success).toBe(true);
    expect(projectDescriptionSchema.safeParse('d'.repeat(499)).success).toBe(true);
    expect(projectDescriptionSchema.safeParse('d'.repeat(500)).success).toBe(false);
  });
});

describe('delete password', () => {
  it('is required', () => {
    expect(validatePasswordPresent('')).toEqual({ ok: false, code: 'PASSWORD_REQUIRED' });
    expect(validatePasswordPresent(null)).toEqual({ ok: false, code: 'PASSWORD_REQUIRED' });
    expect(validatePasswordPresent(undefined)).toEqual({ ok: false, code: 'PASSWORD_REQUIRED' });
    expect(projectPasswordSchema.safeParse('').success).toBe(false);
  });

  it('is taken as typed, spaces included', () => {
    expect(validatePasswordPresent('secret')).toEqual({ ok: true });
    expect(validatePasswordPresent(' ')).toEqual({ ok: true });
    expect(projectPasswordSchema.parse(' pw ')).toBe(' pw ');
  });
});
