import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { login } from '../../../../test/factories';
import { startSmtpCatcher } from '../../mail/test-support/smtp-catcher';
import { requestCode } from '../codes/test-support/captcha-proof';
import { startAliyunSmsServer } from '../codes/test-support/aliyun-sms-server';

/* Registration over HTTP: field rules per field in both languages, nothing written on refusal, codes by e-mail and SMS. */

const CHECKS = 6;
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let sms: Awaited<ReturnType<typeof startAliyunSmsServer>>;
let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  sms = await startAliyunSmsServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    ...sms.env,
    CAPTCHA_BITS: '4',
    REGISTER_CHECKS_PER_ADDRESS: String(CHECKS),
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all([smtp.close(), sms.close()]);
});

const post = (body: object, lang: 'zh' | 'en' = 'en') =>
  fetch(`${server.baseUrl}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify(body),
  });

async function mailedCode(address: string): Promise<string> {
  await requestCode(server.baseUrl, { channel: 'email', target: address, purpose: 'register' });
  await expect.poll(() => smtp.to(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return /\b(\d{6})\b/.exec(smtp.to(address).at(-1)!.text)![1]!;
}

const fields = (email: string, code: string) => ({
  channel: 'email' as const,
  email,
  password: 'secret-123',
  rePassword: 'secret-123',
  realName: 'Li Lei',
  company: `Acme Genomics ${unique()}`,
  college: 'Zhejiang University',
  professional: 'Researcher',
  code,
  agreement: true,
  index: 1,
});
const userCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('register', () => {
  it('refuses each broken field with its own text in the request language, and writes nothing', async () => {
    const before = await userCount();
    const body = { channel: 'email', email: 'not-an-address', password: 'short', rePassword: 'other', code: '12' };
    const [en, zh] = await Promise.all([post(body, 'en'), post(body, 'zh')]);
    expect(en.status).toBe(400);
    const enBody = (await en.json()) as {
      code: string;
      details: { fields: { field: string; code: string; message: string }[] };
    };
    const zhBody = (await zh.json()) as typeof enBody;
    expect(enBody.code).toBe('REGISTRATION_INVALID');
    expect(Object.fromEntries(enBody.details.fields.map((f) => [f.field, f.code]))).toEqual({
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_SHORT',
      rePassword: 'PASSWORD_MISMATCH',
      code: 'CODE_REQUIRED',
      realName: 'REAL_NAME_REQUIRED',
      company: 'COMPANY_REQUIRED',
      agreement: 'AGREEMENT_REQUIRED',
    });
    expect(enBody.details.fields[0]!.message).not.toEqual(zhBody.details.fields[0]!.message);
    expect(await userCount()).toBe(before);
  });

  it('registers with an e-mail code, then the same password logs in; the address cannot register twice', async () => {
    const email = `reg-${unique()}@example.org`;
    const code = await mailedCode(email);

    // A wrong code is refused on its field and spends nothing else.
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    const refused = await post(fields(email, wrong));
    expect(
      ((await refused.json()) as { details: { fields: { field: string; code: string }[] } }).details.fields,
    ).toEqual([expect.objectContaining({ field: 'code', code: 'CODE_INVALID' })]);

    const res = await post(fields(email.toUpperCase(), code));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, username: email });
    const row = await server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      real_name: 'Li Lei',
      college: 'Zhejiang University',
      professional: 'Researcher',
      phone: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(server.baseUrl, { username: email, password: 'secret-123' })).res.status).toBe(200);

    // A wrong (here: spent) code tells nothing of the address: the code is checked first (reliability S2).
    const again = await post(fields(email, code));
    expect(((await again.json()) as { details: { fields: { code: string }[] } }).details.fields).toEqual([
      expect.objectContaining({ code: 'CODE_EXPIRED' }),
    ]);
  });

  it('registers with a phone code by SMS and keeps the number to one account', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    await requestCode(server.baseUrl, { channel: 'sms', target: phone, purpose: 'register' });
    const code = sms.to(phone)[0]!.params.code!;
    const body = { ...fields(`sms-${unique()}@example.org`, code), channel: 'sms', areaCode: '86', phone };
    expect((await post(body)).status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['phone', 'area_code'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone, area_code: '86' });

    const fieldsOf = async (res: Response) =>
      ((await res.json()) as { details: { fields: { code: string }[] } }).details.fields;
    // A spent code tells nothing of the number (reliability S2) ...
    const twice = await post({ ...body, email: `sms-${unique()}@example.org` });
    expect(await fieldsOf(twice)).toEqual([expect.objectContaining({ code: 'CODE_EXPIRED' })]);
    // ... a right one does: the number, and the address, keep to one account.
    const taken = `138${String(Date.now()).slice(-8)}`;
    await server.db.updateTable('users').set({ phone: taken }).where('phone', '=', phone).execute();
    await requestCode(server.baseUrl, { channel: 'sms', target: taken, purpose: 'register' });
    const phoneTaken = {
      ...body,
      email: `sms-${unique()}@example.org`,
      phone: taken,
      code: sms.to(taken)[0]!.params.code!,
    };
    expect(await fieldsOf(await post(phoneTaken))).toEqual([expect.objectContaining({ code: 'PHONE_TAKEN' })]);
    const fresh = `137${String(Date.now()).slice(-8)}`;
    await requestCode(server.baseUrl, { channel: 'sms', target: fresh, purpose: 'register' });
    const emailTaken = { ...body, phone: fresh, code: sms.to(fresh)[0]!.params.code! };
    expect(await fieldsOf(await post(emailTaken))).toEqual([expect.objectContaining({ code: 'EMAIL_TAKEN' })]);
  });
});

describe('existence check and suggestions', () => {
  it('tells whether an address has an account, and only so often per client address', async () => {
    const email = `check-${unique()}@example.org`;
    await post(fields(email, await mailedCode(email)));
    const check = (query: string) => fetch(`${server.baseUrl}/api/v1/account/register/check?${query}`);
    expect(await (await check(`email=${encodeURIComponent(email)}`)).json()).toEqual({ exists: true });
    expect(await (await check('email=nobody%40example.org')).json()).toEqual({ exists: false });
    expect(await (await check('areaCode=86&phone=13700000000')).json()).toEqual({ exists: false });
    // A number is looked up in the one spelling it is stored in, however it was typed (+86, spaces).
    const phone = `136${String(Date.now()).slice(-8)}`;
    await server.db
      .insertInto('users')
      .values({ username: unique(), password_hash: 'x', region: 'CN', store_tags: 'local', phone, area_code: '86' })
      .execute();
    const typed = encodeURIComponent(`+86 ${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(await (await check(`areaCode=86&phone=${typed}`)).json()).toEqual({ exists: true });
    const statuses: number[] = [];
    for (let i = 0; i < CHECKS; i++) statuses.push((await check('email=nobody%40example.org')).status);
    expect(statuses.filter((s) => s === 429).length).toBe(4);
  });

  it('suggests the company names of 3 accounts or more starting with the term, at most limitSize, each once', async () => {
    const stem = `Zeta${unique()}`;
    const names = [`${stem} Bio`, `${stem} Bio`, `${stem.toLowerCase()} bio`, `${stem} Labs`, `${stem} Labs`];
    // One account's own name is never shown to others (reliability S12).
    for (const company of [...names, `${stem} Labs`, `${stem} Private`, `${stem} Duo`, `${stem} Duo`]) {
      await server.db
        .insertInto('users')
        .values({ username: unique(), password_hash: 'x', region: 'CN', store_tags: 'local', company })
        .execute();
    }
    const suggest = async (query: string) =>
      ((await (await fetch(`${server.baseUrl}/api/v1/account/suggestions?${query}`)).json()) as { items: string[] })
        .items;
    expect(await suggest(`term=${stem.toLowerCase()}&limitSize=10`)).toEqual([`${stem} Bio`, `${stem} Labs`]);
    expect(await suggest(`term=${stem}&limitSize=1`)).toEqual([`${stem} Bio`]);
    expect(await suggest(`term=${encodeURIComponent(`${stem} P`)}`)).toEqual([]);
    expect(await suggest(`term=${encodeURIComponent(`${stem} D`)}`)).toEqual([]);
    expect(await suggest(`term=${stem}&field=college`)).toEqual([]);
  });
});
