import { expect, it } from 'vitest';
import { loadConfig } from './config';

const SMS = {
  SMS_ACCESS_KEY_ID: 'id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: 'sign',
  SMS_TEMPLATE_CODE: 'T1',
};

it('defaults the sign-up policy to open without a channel and to verified with e-mail or SMS', () => {
  expect(loadConfig({}).SIGNUP_POLICY).toBe('open');
  expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).SIGNUP_POLICY).toBe('verified');
  expect(loadConfig(SMS).SIGNUP_POLICY).toBe('verified');
  // Three of the four SMS settings are no channel (sms-config.ts sends nothing then).
  expect(loadConfig({ ...SMS, SMS_TEMPLATE_CODE: undefined }).SIGNUP_POLICY).toBe('open');
});

it('takes the policy set, and refuses verified without a channel (nobody could join)', () => {
  expect(loadConfig({ SIGNUP_POLICY: 'invite' }).SIGNUP_POLICY).toBe('invite');
  expect(loadConfig({ SIGNUP_POLICY: 'closed', SMTP_URL: 'smtp://localhost:2525' }).SIGNUP_POLICY).toBe('closed');
  expect(loadConfig({ SIGNUP_POLICY: 'open', SMTP_URL: 'smtp://localhost:2525' }).SIGNUP_POLICY).toBe('open');
  expect(() => loadConfig({ SIGNUP_POLICY: 'verified' })).toThrow(/SIGNUP_POLICY=verified needs/);
  expect(() => loadConfig({ SIGNUP_POLICY: 'anyone' })).toThrow(/SIGNUP_POLICY/);
  expect(loadConfig({})).toMatchObject({ INVITATION_TTL_DAYS: 7, INVITATIONS_PER_CUSTOMER: 5 });
});
