/**
 * Password reset by e-mail link (issue 15 item 3) against a real database and a real SMTP server: one answer whether
 * the address is known or not, a signed single-use expiring link, the reset ending every session of the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type TestUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startSmtpCatcher } from '../mail/test-support/smtp-catcher';
import { loadSigningSecret } from '../transfers/signing-secret';
import { signAccountLink } from './account-link-signature';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, LOGIN_MAX_ADDRESS_ATTEMPTS: '8' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), lang: 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const requestLink = (email: string) => call('POST', '/api/v1/account/password-reset/email', { email });
const check = (querystring: string) =>
  call('GET', `/api/v1/account/password-reset/check?querystring=${encodeURIComponent(querystring)}`);
const emailOf = (user: TestUser) => `${user.username}@example.com`;

/** The link of the latest reset e-mail to the user, once the mail loop sent it. */
async function mailedLink(user: TestUser, count = 1): Promise<string> {
  await expect.poll(() => smtp.to(emailOf(user)).length, { timeout: 15_000 }).toBe(count);
  const text = smtp.to(emailOf(user)).at(-1)!.text;
  const link = /http:\/\/127\.0\.0\.1:\d+\/en\/user\/forget\/reset\/([\w-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
}

describe('password reset by e-mail', () => {
  it('mails a link that opens the form, resets once and ends every session', { timeout: 60_000 }, async () => {
    const user = await createUser(server.db);
    const sessions = [await login(server.baseUrl, user), await login(server.baseUrl, user)];
    expect((await requestLink(emailOf(user).toUpperCase())).body).toEqual({ ok: true });
    const querystring = await mailedLink(user);
    expect(smtp.to(emailOf(user))[0]!.subject).toContain(user.username);

    expect(await check(querystring)).toEqual({ status: 200, body: { userId: user.id, username: user.username } });
    const reset = { querystring, userId: user.id, password: 'new-secret-42', rePassword: 'new-secret-42' };
    expect((await call('POST', '/api/v1/account/password-reset', reset)).status).toBe(200);

    for (const { token } of sessions) {
      const me = await call('GET', '/api/v1/user/getCurrentUser', undefined, { token: token! });
      expect(me.status).toBe(401);
    }
    expect((await login(server.baseUrl, user)).res.status).toBe(401);
    expect((await login(server.baseUrl, { ...user, password: 'new-secret-42' })).res.status).toBe(200);

    // Single use: the same link again, to check or to reset, is refused as used.
    expect(await check(querystring)).toMatchObject({ status: 410, body: { code: 'ACCOUNT_LINK_USED' } });
    const again = await call('POST', '/api/v1/account/password-reset', {
      ...reset,
      password: 'other-secret-7',
      rePassword: 'other-secret-7',
    });
    expect(again.body.code).toBe('ACCOUNT_LINK_USED');
    const audit = await server.db.selectFrom('audit_log').select('action').where('user_id', '=', user.id).execute();
    expect(audit.map((a) => a.action)).toContain('password.reset');
  });

  it('answers an unknown address exactly as a known one and sends nothing', async () => {
    const answer = await requestLink('nobody-here@example.com');
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    const rows = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'nobody-here@example.com')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a tampered link, an expired one and one of another account', { timeout: 30_000 }, async () => {
    const user = await createUser(server.db);
    await requestLink(emailOf(user));
    const querystring = await mailedLink(user);
    const params = new URLSearchParams(Buffer.from(querystring, 'base64url').toString());

    const other = await createUser(server.db);
    params.set('uid', other.id);
    const forged = Buffer.from(params.toString()).toString('base64url');
    expect(await check(forged)).toMatchObject({ status: 400, body: { code: 'ACCOUNT_LINK_INVALID' } });
    expect(await check('garbage')).toMatchObject({ status: 400, body: { code: 'ACCOUNT_LINK_INVALID' } });
    const wrongUser = await call('POST', '/api/v1/account/password-reset', {
      querystring,
      userId: other.id,
      password: 'new-secret-42',
      rePassword: 'new-secret-42',
    });
    expect(wrongUser.body.code).toBe('ACCOUNT_LINK_INVALID');

    // An expired link, signed with the server's own key (as the server itself would have made it).
    const [row] = await server.db.selectFrom('account_links').select('id').where('user_id', '=', user.id).execute();
    const secret = await loadSigningSecret(server.config);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = signAccountLink(secret, 'resetPassword', { linkId: row!.id, userId: user.id, expiresAt: past });
    expect(await check(expired)).toMatchObject({ status: 410, body: { code: 'ACCOUNT_LINK_EXPIRED' } });
    // A link of another purpose does not reset a password, even with a good signature of its own.
    const otherPurpose = signAccountLink(secret, 'changeEmail', {
      linkId: row!.id,
      userId: user.id,
      expiresAt: past + 3600,
    });
    expect(await check(otherPurpose)).toMatchObject({ status: 400, body: { code: 'ACCOUNT_LINK_INVALID' } });
  });

  it('checks every field on the server with a localized message per field, and writes nothing', async () => {
    const user = await createUser(server.db);
    const answer = await call(
      'POST',
      '/api/v1/account/password-reset',
      { querystring: 'x', userId: user.id, password: 'short', rePassword: 'other' },
      { lang: 'zh' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { path: '/password', code: 'PASSWORD_TOO_SHORT', message: '密码至少需要 8 个字符' },
        { path: '/rePassword', code: 'PASSWORD_MISMATCH', message: '两次输入的密码不一致' },
      ]),
    );
    const bad = await requestLink('not-an-address');
    expect(bad.body.details).toEqual([
      { path: '/email', code: 'EMAIL_INVALID', message: 'Enter a valid e-mail address' },
    ]);
  });

  it(
    'sends an account one link a minute at most, and limits requests per client address',
    { timeout: 30_000 },
    async () => {
      const user = await createUser(server.db);
      expect((await requestLink(emailOf(user))).status).toBe(200);
      expect((await requestLink(emailOf(user))).status).toBe(200);
      await mailedLink(user);
      const links = await server.db.selectFrom('account_links').select('id').where('user_id', '=', user.id).execute();
      expect(links).toHaveLength(1);

      // LOGIN_MAX_ADDRESS_ATTEMPTS requests per address in the window, known addresses or not; then 429 for all.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await requestLink(`someone-${i}@example.com`)).status);
      expect(statuses.at(-1)).toBe(429);
      expect(await requestLink(emailOf(user))).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    },
  );
});
