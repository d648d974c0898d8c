/**
 * The security section of userinfo/edit (issue 15 item 4) over HTTP with a real SMTP server: the password change ends
 * the other sessions only, the e-mail change needs the password and is confirmed from a link sent to the new address
 * (the bind page's call), a resent verification checks the current address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type TestUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startSmtpCatcher } from '../mail/test-support/smtp-catcher';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      lang: 'en',
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const tokenOf = async (user: Pick<TestUser, 'username' | 'password'>) => (await login(server.baseUrl, user)).token!;

/** The confirm link's segment of the latest e-mail to `address`. */
async function mailedBindLink(address: string): Promise<string> {
  await expect.poll(() => smtp.to(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const text = smtp.to(address).at(-1)!.text;
  const match = /\/en\/user\/bind\/([\w-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('password change', () => {
  it('needs the current password, keeps the caller logged in and ends the other sessions', async () => {
    const user = await createUser(server.db);
    const [mine, other] = [await tokenOf(user), await tokenOf(user)];
    const change = { password: 'wrong-one', modifyPassword: 'fresh-pass-9', confirmPassword: 'fresh-pass-9' };
    expect(await call('POST', '/api/v1/account/password', mine, change)).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_WRONG' },
    });
    expect((await call('POST', '/api/v1/account/password', mine, { ...change, password: user.password })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/v1/user/getCurrentUser', mine)).status).toBe(200);
    expect((await call('GET', '/api/v1/user/getCurrentUser', other)).status).toBe(401);
    expect((await login(server.baseUrl, { ...user, password: 'fresh-pass-9' })).res.status).toBe(200);
  });

  it('checks the new password on the server, field by field', async () => {
    const user = await createUser(server.db);
    const answer = await call('POST', '/api/v1/account/password', await tokenOf(user), {
      password: user.password,
      modifyPassword: 'lettersonly',
      confirmPassword: 'different1',
    });
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/modifyPassword', code: 'PASSWORD_TOO_WEAK' }),
        expect.objectContaining({ path: '/confirmPassword', code: 'PASSWORD_MISMATCH' }),
      ]),
    );
  });
});

describe('e-mail change', () => {
  it('sends a confirm link to the new address; the link sets it, verified, once', { timeout: 30_000 }, async () => {
    const user = await createUser(server.db);
    const token = await tokenOf(user);
    const newEmail = `new-${user.username}@example.org`;
    expect(await call('POST', '/api/v1/account/email', token, { newEmail, password: 'not-mine' })).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_WRONG' },
    });
    const sent = await call('POST', '/api/v1/account/email', token, { newEmail, password: user.password });
    expect(sent).toEqual({ status: 200, body: { sentTo: newEmail } });
    // The address is not changed before it is confirmed.
    expect((await call('GET', '/api/v1/account/profile', token)).body.email).toBe(`${user.username}@example.com`);

    const uiWVO = await mailedBindLink(newEmail);
    expect(await call('POST', '/api/v1/account/email/confirm', undefined, { uiWVO })).toEqual({
      status: 200,
      body: { cemail: newEmail },
    });
    expect((await call('GET', '/api/v1/account/profile', token)).body).toMatchObject({
      email: newEmail,
      emailChecked: true,
    });
    expect(await call('POST', '/api/v1/account/email/confirm', undefined, { uiWVO })).toMatchObject({
      status: 410,
      body: { code: 'ACCOUNT_LINK_USED' },
    });
  });

  it('refuses an address of another account and the account own one, and a second link within a minute', async () => {
    const [user, other] = [await createUser(server.db), await createUser(server.db)];
    const token = await tokenOf(user);
    const to = (newEmail: string) =>
      call('POST', '/api/v1/account/email', token, { newEmail, password: user.password });
    expect((await to(`${other.username}@EXAMPLE.com`)).body.code).toBe('EMAIL_TAKEN');
    expect((await to(`${user.username}@example.com`)).body.code).toBe('EMAIL_SAME');
    expect((await to(`a-${user.username}@example.org`)).status).toBe(200);
    expect(await to(`b-${user.username}@example.org`)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS' },
    });
  });
});

describe('resend verification', () => {
  it(
    'mails a link that verifies the current address, and is refused once it is verified',
    { timeout: 30_000 },
    async () => {
      const user = await createUser(server.db);
      const token = await tokenOf(user);
      const address = `${user.username}@example.com`;
      expect(await call('POST', '/api/v1/account/email/verification', token)).toEqual({
        status: 200,
        body: { sentTo: address },
      });
      const uiWVO = await mailedBindLink(address);
      expect(smtp.to(address).at(-1)!.subject).toContain('verify');
      expect((await call('POST', '/api/v1/account/email/confirm', undefined, { uiWVO })).body).toEqual({
        cemail: address,
      });
      expect((await call('POST', '/api/v1/account/email/verification', token)).body.code).toBe('EMAIL_ALREADY_CHECKED');
    },
  );
});
