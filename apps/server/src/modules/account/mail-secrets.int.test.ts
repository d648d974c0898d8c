/**
 * The secrets of account e-mails (a verification code, a reset link's token) live in the outbox row only while the
 * e-mail waits: once it is out (sent through a real SMTP server here, or skipped) the row keeps the other params only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createMailOutbox, enqueueAddressMail } from '../mail/mail-outbox';
import { startSmtpCatcher } from '../mail/test-support/smtp-catcher';
import { requestCode } from './codes/test-support/captcha-proof';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, CAPTCHA_BITS: '4' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const rowsTo = (to: string) =>
  server.db
    .selectFrom('mail_outbox')
    .select(['kind', 'status', 'params', 'secret_params'])
    .where('to_address', '=', to)
    .execute();

describe('secrets of queued e-mails', () => {
  it('a code e-mail keeps its code in the row until it is sent, and then no longer', { timeout: 30_000 }, async () => {
    const to = `secret-code-${Date.now()}@example.org`;
    expect((await requestCode(server.baseUrl, { channel: 'email', target: to, purpose: 'register' })).status).toBe(200);
    await expect.poll(() => smtp.to(to).length, { timeout: 15_000 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(smtp.to(to)[0]!.text)![1]!;

    await expect.poll(async () => (await rowsTo(to))[0]?.status, { timeout: 15_000 }).toBe('sent');
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ kind: 'verificationCode', params: { minutes: 5 }, secret_params: ['code'] });
    expect(row!.params).not.toHaveProperty('code');
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('a reset e-mail loses its link (the token) once sent', { timeout: 30_000 }, async () => {
    const user = await createUser(server.db);
    const to = `${user.username}@example.com`;
    const res = await fetch(`${server.baseUrl}/api/v1/account/password-reset/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ email: to }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.to(to).length, { timeout: 15_000 }).toBe(1);
    const token = /\/user\/forget\/reset\/([\w-]+)/.exec(smtp.to(to)[0]!.text)![1]!;

    await expect.poll(async () => (await rowsTo(to))[0]?.status, { timeout: 15_000 }).toBe('sent');
    const [row] = await rowsTo(to);
    expect(row!.params).toMatchObject({ username: user.username });
    expect(row!.params).not.toHaveProperty('link');
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a skipped e-mail (no SMTP server) loses its secrets too', async () => {
    const to = `secret-skip-${Date.now()}@example.org`;
    await enqueueAddressMail(server.db, to, 'verificationCode', { code: '123456', minutes: 5 }, ['code']);
    // Not due yet, so this server's own loop leaves it to the skip below.
    await server.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now() + interval '1 hour'` })
      .where('to_address', '=', to)
      .execute();
    expect((await rowsTo(to))[0]!.params).toEqual({ code: '123456', minutes: 5 });

    await createMailOutbox(server.db).skipPending();
    expect(await rowsTo(to)).toEqual([
      { kind: 'verificationCode', status: 'skipped', params: { minutes: 5 }, secret_params: ['code'] },
    ]);
  });
});
