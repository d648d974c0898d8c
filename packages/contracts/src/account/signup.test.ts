import { describe, expect, it } from 'vitest';
import { registrationFieldErrors, type RegisterRequest } from '../api/registration';
import {
  invitationCreateSchema,
  mayInvite,
  SIGNUP_POLICIES,
  signupNeedsCaptcha,
  signupNeedsCode,
  signupNeedsInvitation,
} from './signup';

describe('sign-up policies', () => {
  it('ask each for exactly one proof besides the fields, and none when closed', () => {
    const proofs = SIGNUP_POLICIES.map((p) => [p, signupNeedsCode(p), signupNeedsCaptcha(p), signupNeedsInvitation(p)]);
    expect(proofs).toEqual([
      ['verified', true, false, false],
      ['open', false, true, false],
      ['invite', false, false, true],
      ['closed', false, false, false],
    ]);
  });

  it('let people invite unless sign-up is closed', () => {
    expect(SIGNUP_POLICIES.filter(mayInvite)).toEqual(['verified', 'open', 'invite']);
  });

  it('leave the code out of the field rules when the policy asks for none', () => {
    const input: RegisterRequest = {
      channel: 'email',
      email: 'a@example.com',
      password: 'secret-123',
      rePassword: 'secret-123',
      realName: 'A',
      company: 'B',
      agreement: true,
    };
    expect(registrationFieldErrors(input)).toEqual({ code: 'CODE_REQUIRED' });
    expect(registrationFieldErrors(input, undefined, false)).toEqual({});
  });

  it('take an invitation address in any case and only the offered lifetimes', () => {
    expect(invitationCreateSchema.parse({ email: ' A@Example.COM ', ttlDays: 7 })).toEqual({
      email: 'a@example.com',
      ttlDays: 7,
    });
    expect(invitationCreateSchema.safeParse({ ttlDays: 3 }).success).toBe(false);
  });
});
