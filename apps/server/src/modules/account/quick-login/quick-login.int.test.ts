import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createUser } from '../../../../test/factories';
import { requestCode } from '../codes/test-support/captcha-proof';
import { startAliyunSmsServer } from '../codes/test-support/aliyun-sms-server';

let sms: Awaited<ReturnType<typeof startAliyunSmsServer>>;
let server: TestServer;
let n = 0;
const newPhone = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${n++ % 100}`.slice(0, 11);

beforeAll(async () => {
  sms = await startAliyunSmsServer();
  server = await startTestServer({ ...sms.env, CAPTCHA_BITS: '4' });
});
afterAll(async () => {
  await server.close();
  await sms.close();
});

const quickLogin = (body: object) =>
  fetch(`${server.baseUrl}/api/v1/account/quick-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Sends a quick-login code to the phone and reads it as the phone would. */
async function codeFor(phone: string): Promise<string> {
  expect((await requestCode(server.baseUrl, { channel: 'sms', target: phone, purpose: 'quickLogin' })).status).toBe(
    200,
  );
  return sms.to(phone).at(-1)!.params.code!;
}

describe('quick login', () => {
  it('logs in the account of the phone with the code sent to it, once', async () => {
    const phone = newPhone();
    const user = await createUser(server.db);
    // Stored as typed, with spaces: matched by its digits.
    await server.db
      .updateTable('users')
      .set({ phone: `${phone.slice(0, 3)} ${phone.slice(3)}` })
      .where('id', '=', user.id)
      .execute();
    const code = await codeFor(phone);
    const res = await quickLogin({ areaCode: '86', phone, code });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('token=');
    expect(await res.json()).toMatchObject({ user: { id: user.id } });
    // Used: the same code again is refused.
    expect((await quickLogin({ areaCode: '86', phone, code })).status).toBe(400);
  });

  it('refuses a wrong code, counting the try, and never tells about the account before the code is right', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const wrong = await quickLogin({ phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'CODE_INVALID' });
    // No account has this number: said only now that the code proved the phone.
    const right = await quickLogin({ phone, code });
    expect(right.status).toBe(404);
    expect(await right.json()).toMatchObject({ code: 'QUICK_LOGIN_NO_ACCOUNT' });
  });

  it('does not log in a locked account', async () => {
    const phone = newPhone();
    const user = await createUser(server.db, { locked: true });
    await server.db.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
    const res = await quickLogin({ phone, code: await codeFor(phone) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'LOGIN_FAILED' });
  });
});
