import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CODE_LIMITS, leadingZeroBits, type CaptchaChallenge } from '@biocloud/contracts';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createUser } from '../../../../test/factories';
import { startSmtpCatcher } from '../../mail/test-support/smtp-catcher';
import { captchaProof, requestCode, solveCaptcha } from './test-support/captcha-proof';

/*
 * Verification codes over HTTP and through the real mail loop (an SMTP catcher): the captcha, every send limit, the
 * tries and the expiry. Limits over time are reached by moving the stored rows back in time, not by waiting.
 */

const PER_ADDRESS_HOUR = 8;
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let n = 0;
const newAddress = () => `code-${Date.now()}-${n++}@example.org`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    CAPTCHA_BITS: '8',
    CODES_PER_ADDRESS_HOUR: String(PER_ADDRESS_HOUR),
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
// Every request here comes from 127.0.0.1: the address cap is tested on its own, the other tests start below it.
beforeEach(async () => {
  await server.db.updateTable('verification_codes').set({ client_ip: 'elsewhere' }).execute();
});

const codes = () => server.services.verification.codes;
const send = (target: string, purpose = 'register') =>
  requestCode(server.baseUrl, { channel: 'email', target, purpose });
const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code: string }) });

/** Moves a target's codes back in time, as if that many seconds had passed. */
const age = (target: string, seconds: number) =>
  server.db
    .updateTable('verification_codes')
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('target', '=', target)
    .execute();

async function mailedCode(address: string, nth = 1): Promise<string> {
  await expect.poll(() => smtp.to(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(nth);
  const text = smtp.to(address)[nth - 1]!.text;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describe('captcha', () => {
  const target = () => ({ channel: 'email' as const, target: newAddress(), purpose: 'register' });

  it('refuses a send without a proof', async () => {
    const res = await requestCode(server.baseUrl, target(), { proof: null });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'CAPTCHA_REQUIRED' });
  });

  it('refuses a wrong nonce and a forged challenge', async () => {
    const challenge = (await (await fetch(`${server.baseUrl}/api/v1/account/captcha`)).json()) as CaptchaChallenge;
    // A nonce that fails the work (any nonce passes one time in 2^bits, so one is picked that does not).
    let nonce = 0;
    while (leadingZeroBits(createHash('sha256').update(`${challenge.challenge}:${nonce}`).digest()) >= challenge.bits) {
      nonce++;
    }
    const bad = await requestCode(server.baseUrl, target(), {
      proof: { challenge: challenge.challenge, nonce: String(nonce) },
    });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: 'CAPTCHA_INVALID' });
    // Asking for no work at all: the signature no longer matches.
    const [id, expires, , signature] = challenge.challenge.split('.');
    const forged = solveCaptcha({ challenge: `${id}.${expires}.0.${signature}`, bits: 0 });
    expect(await errorOf(await requestCode(server.baseUrl, target(), { proof: forged }))).toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('takes each challenge once', async () => {
    const proof = await captchaProof(server.baseUrl);
    expect((await requestCode(server.baseUrl, target(), { proof })).status).toBe(200);
    expect(await errorOf(await requestCode(server.baseUrl, target(), { proof }))).toMatchObject({
      status: 400,
      code: 'CAPTCHA_USED',
    });
  });

  it('refuses an expired challenge', async () => {
    const old = server.services.verification.captcha.issue(new Date(Date.now() - 3_600_000));
    const res = await requestCode(server.baseUrl, target(), { proof: solveCaptcha(old) });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'CAPTCHA_EXPIRED' });
  });
});

describe('sending and verifying by e-mail', () => {
  it('mails a 6-digit code, keeps only its hash, and takes it once', async () => {
    const address = newAddress();
    const res = await send(address);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      resendSeconds: CODE_LIMITS.resendSeconds,
      validSeconds: CODE_LIMITS.validSeconds,
    });
    const code = await mailedCode(address);
    const row = await server.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', address)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    // Another purpose's code is not this one.
    await expect(
      codes().verify({ channel: 'email', target: address, purpose: 'resetPassword', code }),
    ).rejects.toMatchObject({ code: 'CODE_EXPIRED' });
    await codes().verify({ channel: 'email', target: address.toUpperCase(), purpose: 'register', code });
    await expect(
      codes().verify({ channel: 'email', target: address, purpose: 'register', code }),
    ).rejects.toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('answers the same for an address of an account and an unknown one', async () => {
    const user = await createUser(server.db);
    const known = await send(`${user.username}@example.com`, 'resetPassword');
    const unknown = await send(newAddress(), 'resetPassword');
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
  });

  it('allows 3 tries, then the code is dead', async () => {
    const address = newAddress();
    await send(address);
    const code = await mailedCode(address);
    const wrong = String((Number(code) + 1) % 10 ** CODE_LIMITS.digits).padStart(CODE_LIMITS.digits, '0');
    const attempt = (c: string) => codes().verify({ channel: 'email', target: address, purpose: 'register', code: c });
    await expect(attempt(wrong)).rejects.toMatchObject({ code: 'CODE_INVALID', params: { triesLeft: 2 } });
    await expect(attempt(wrong)).rejects.toMatchObject({ code: 'CODE_INVALID', params: { triesLeft: 1 } });
    await expect(attempt(wrong)).rejects.toMatchObject({ code: 'CODE_TOO_MANY_TRIES' });
    await expect(attempt(code)).rejects.toMatchObject({ code: 'CODE_TOO_MANY_TRIES' });
  });

  it('lets a code expire after its validity', async () => {
    const address = newAddress();
    await send(address);
    const code = await mailedCode(address);
    await age(address, CODE_LIMITS.validSeconds + 1);
    await expect(
      codes().verify({ channel: 'email', target: address, purpose: 'register', code }),
    ).rejects.toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('keeps only the latest code of a target working', async () => {
    const address = newAddress();
    await send(address);
    const first = await mailedCode(address);
    await age(address, CODE_LIMITS.resendSeconds + 1);
    await send(address);
    const second = await mailedCode(address, 2);
    if (first !== second) {
      await expect(
        codes().verify({ channel: 'email', target: address, purpose: 'register', code: first }),
      ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    }
    await codes().verify({ channel: 'email', target: address, purpose: 'register', code: second });
  });

  it('refuses a malformed target', async () => {
    expect(await errorOf(await send('not-an-address'))).toMatchObject({ status: 400, code: 'CODE_TARGET_INVALID' });
  });
});

describe('send limits', () => {
  it('waits the resend cooldown between two codes of a target', async () => {
    const address = newAddress();
    expect((await send(address)).status).toBe(200);
    const again = await send(address, 'resetPassword');
    const body = (await again.json()) as { code: string; message: string; details: { seconds: number } };
    expect(again.status).toBe(429);
    expect(body.code).toBe('CODE_RESEND_TOO_SOON');
    expect(body.details.seconds).toBeGreaterThan(CODE_LIMITS.resendSeconds - 10);
    expect(body.details.seconds).toBeLessThanOrEqual(CODE_LIMITS.resendSeconds);
    expect(body.message).toContain(`${body.details.seconds} s`);
  });

  it(`sends at most ${CODE_LIMITS.perHour} an hour and ${CODE_LIMITS.perDay} a day to a target`, async () => {
    const address = newAddress();
    for (let i = 0; i < CODE_LIMITS.perHour; i++) {
      expect((await send(address)).status).toBe(200);
      await age(address, CODE_LIMITS.resendSeconds + 1);
    }
    expect(await errorOf(await send(address))).toMatchObject({ status: 429, code: 'CODE_TOO_MANY' });

    // An hour later the hourly budget is back, but the day's runs out at its own limit.
    await age(address, 3600);
    await server.db.updateTable('verification_codes').set({ client_ip: 'elsewhere' }).execute();
    for (let i = CODE_LIMITS.perHour; i < CODE_LIMITS.perDay; i++) {
      expect((await send(address)).status).toBe(200);
      await age(address, CODE_LIMITS.resendSeconds + 1);
    }
    expect(await errorOf(await send(address))).toMatchObject({ status: 429, code: 'CODE_TOO_MANY' });

    // A day later it may be sent again.
    await age(address, 86_400);
    expect((await send(address)).status).toBe(200);
  });

  it(`sends at most ${PER_ADDRESS_HOUR} an hour from one client address, whatever the targets`, async () => {
    for (let i = 0; i < PER_ADDRESS_HOUR; i++) expect((await send(newAddress())).status).toBe(200);
    expect(await errorOf(await send(newAddress()))).toMatchObject({ status: 429, code: 'CODE_TOO_MANY' });
  });

  it('refuses the SMS channel while no SMS provider is configured, as the providers endpoint says', async () => {
    const providers = await (await fetch(`${server.baseUrl}/api/v1/account/providers`)).json();
    expect(providers).toEqual({ email: true, sms: false, wechat: false, signup: 'verified' });
    const res = await requestCode(server.baseUrl, { channel: 'sms', target: '13800000000', purpose: 'register' });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'SMS_UNAVAILABLE' });
  });
});
