import { describe, expect, it } from 'vitest';
import { registrationFieldErrors } from '../api/registration';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRuleBroken } from './password-rules';

describe('passwordRuleBroken', () => {
  it('names the first broken rule', () => {
    expect(passwordRuleBroken('a1'.padEnd(PASSWORD_MIN_LENGTH - 1, 'x'))).toBe('PASSWORD_TOO_SHORT');
    expect(passwordRuleBroken('a1'.padEnd(PASSWORD_MAX_LENGTH + 1, 'x'))).toBe('PASSWORD_TOO_LONG');
    expect(passwordRuleBroken('lettersonly')).toBe('PASSWORD_TOO_WEAK');
    expect(passwordRuleBroken('12345678')).toBe('PASSWORD_TOO_WEAK');
  });

  it('accepts a letter and a digit within the bounds, any script', () => {
    expect(passwordRuleBroken('a1'.padEnd(PASSWORD_MIN_LENGTH, 'x'))).toBeNull();
    expect(passwordRuleBroken('a1'.padEnd(PASSWORD_MAX_LENGTH, 'x'))).toBeNull();
    expect(passwordRuleBroken('密码密码密码12')).toBeNull();
  });

  it('is the rule registration checks', () => {
    const errors = (password: string) => registrationFieldErrors({ channel: 'email', password }, ['password']);
    expect(errors('lettersonly')).toEqual({ password: 'PASSWORD_TOO_WEAK' });
    expect(errors('short1')).toEqual({ password: 'PASSWORD_TOO_SHORT' });
    expect(errors('good-pass-1')).toEqual({});
  });
});
