import { describe, expect, it } from 'vitest';
import { wechatRegistrationProblems } from './wechat-registration';

const valid = { username: 'wei_xin', password: 'long-enough-1', rePassword: 'long-enough-1' };

describe('wechatRegistrationProblems', () => {
  it('accepts a valid form, with or without an e-mail', () => {
    expect(wechatRegistrationProblems(valid)).toEqual([]);
    expect(wechatRegistrationProblems({ ...valid, email: 'wei@example.com' })).toEqual([]);
  });

  it('names each broken rule by its field', () => {
    expect(
      wechatRegistrationProblems({ username: 'a b', password: 'short', rePassword: 'short', email: 'not-mail' }),
    ).toEqual([
      { field: 'username', code: 'WECHAT_USERNAME_INVALID' },
      { field: 'password', code: 'PASSWORD_TOO_SHORT' },
      { field: 'email', code: 'WECHAT_EMAIL_INVALID' },
    ]);
    expect(wechatRegistrationProblems({ ...valid, rePassword: 'something-else' })).toEqual([
      { field: 'rePassword', code: 'PASSWORD_MISMATCH' },
    ]);
    expect(wechatRegistrationProblems({ ...valid, password: 'no-digits-here', rePassword: 'no-digits-here' })).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
    ]);
  });
});
