import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createUser } from '../../../../test/factories';
import { startSmtpCatcher } from '../../mail/test-support/smtp-catcher';
import { requestCode } from '../codes/test-support/captcha-proof';

/* The header's invite link names the inviter: registration records them when the id names a user. */

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, CAPTCHA_BITS: '4' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function register(email: string, inviter: string): Promise<string | null> {
  await requestCode(server.baseUrl, { channel: 'email', target: email, purpose: 'register' });
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(smtp.to(email).at(-1)!.text)![1]!;
  const res = await fetch(`${server.baseUrl}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      channel: 'email',
      email,
      password: 'secret-123',
      rePassword: 'secret-123',
      realName: 'Han Meimei',
      company: 'Acme Genomics',
      code,
      agreement: true,
      inviter,
    }),
  });
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom('users')
    .select('invited_by')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.invited_by;
}

it('records the inviter named by the link, and nobody for an id that names no user', async () => {
  const inviter = await createUser(server.db);
  const stamp = Date.now().toString(36);
  expect(await register(`invited_${stamp}@example.com`, inviter.id)).toBe(inviter.id);
  expect(await register(`stray_${stamp}@example.com`, '00000000-0000-4000-8000-000000000000')).toBeNull();
  expect(await register(`junk_${stamp}@example.com`, 'not-an-id')).toBeNull();
});
