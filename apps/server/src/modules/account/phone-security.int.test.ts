/**
 * Password reset by phone code and phone binding (issue 15 items 3 and 4) against the local SendSms endpoint: the
 * code proves the number; a wrong code counts a try and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startAliyunSmsServer } from './codes/test-support/aliyun-sms-server';
import { requestCode } from './codes/test-support/captcha-proof';

let sms: Awaited<ReturnType<typeof startAliyunSmsServer>>;
let server: TestServer;

beforeAll(async () => {
  sms = await startAliyunSmsServer();
  server = await startTestServer({ ...sms.env, CAPTCHA_BITS: '4' });
});
afterAll(async () => {
  await server?.close();
  await sms?.close();
});

async function call(method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let nextPhone = 13900000000;
const newPhone = () => String((nextPhone += 1));

/** Sends a code for `purpose` to a mainland number and answers it as the SMS endpoint received it. */
async function codeFor(phone: string, purpose: string): Promise<string> {
  expect((await requestCode(server.baseUrl, { channel: 'sms', target: phone, purpose })).status).toBe(200);
  await expect.poll(() => sms.to(phone).length).toBeGreaterThan(0);
  return sms.to(phone).at(-1)!.params.code!;
}

describe('password reset by phone', () => {
  it('sets the new password with the code sent to the account phone, ending every session', async () => {
    const user = await createUser(server.db);
    const phone = newPhone();
    await server.db.updateTable('users').set({ phone, area_code: '86' }).where('id', '=', user.id).execute();
    const { token } = await login(server.baseUrl, user);
    const phoneCode = await codeFor(phone, 'resetPassword');
    const reset = { areaCode: '86', phone, password: 'phone-reset-1', rePassword: 'phone-reset-1' };

    const wrong = await call('POST', '/api/v1/account/password-reset/phone', {
      ...reset,
      phoneCode: phoneCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('CODE_INVALID');
    expect((await login(server.baseUrl, user)).res.status).toBe(200);

    expect((await call('POST', '/api/v1/account/password-reset/phone', { ...reset, phoneCode })).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/v1/user/getCurrentUser`, { headers: { token: token! } })).status).toBe(
      401,
    );
    expect((await login(server.baseUrl, { ...user, password: 'phone-reset-1' })).res.status).toBe(200);
  });

  it('tells the owner of a number without an account, once the code proved the number', async () => {
    const phone = newPhone();
    const phoneCode = await codeFor(phone, 'resetPassword');
    const answer = await call('POST', '/api/v1/account/password-reset/phone', {
      phone,
      phoneCode,
      password: 'phone-reset-1',
      rePassword: 'phone-reset-1',
    });
    expect(answer).toMatchObject({ status: 404, body: { code: 'ACCOUNT_NOT_REGISTERED' } });
  });
});

describe('bind phone', () => {
  it('binds a number with its code and the password; a number of another account is refused', async () => {
    const user = await createUser(server.db);
    const token = (await login(server.baseUrl, user)).token!;
    const phone = newPhone();
    const phoneCode = await codeFor(phone, 'bindPhone');
    const bind = { areaCode: '86', phone, phoneCode, password: user.password };
    expect((await call('POST', '/api/v1/account/phone', { ...bind, password: 'wrong-pass' }, token)).body.code).toBe(
      'PASSWORD_WRONG',
    );
    expect((await call('POST', '/api/v1/account/phone', bind, token)).status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['phone', 'area_code'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row).toEqual({ phone, area_code: '86' });

    const other = await createUser(server.db);
    const otherToken = (await login(server.baseUrl, other)).token!;
    const taken = await call(
      'POST',
      '/api/v1/account/phone',
      { ...bind, phoneCode: '123456', password: other.password },
      otherToken,
    );
    expect(taken).toMatchObject({ status: 409, body: { code: 'PHONE_TAKEN' } });
  });
});
