import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createAliyunSms } from './aliyun-sms';
import { requestCode } from './test-support/captcha-proof';
import { startAliyunSmsServer } from './test-support/aliyun-sms-server';

/* Codes by SMS through the Aliyun SendSms client, against a local endpoint that checks the signature as Aliyun does. */

const REFUSED = '13900000000';
let sms: Awaited<ReturnType<typeof startAliyunSmsServer>>;
let server: TestServer;
let n = 0;
const newPhone = () => `138${String(Date.now() % 1e6).padStart(6, '0')}${n++ % 100}`.slice(0, 11);

beforeAll(async () => {
  sms = await startAliyunSmsServer({ refuse: (phone) => phone === REFUSED });
  server = await startTestServer({ ...sms.env, CAPTCHA_BITS: '4' });
});
afterAll(async () => {
  await server.close();
  await sms.close();
});

describe('SMS codes', () => {
  it('says SMS is available (and e-mail not, without SMTP)', async () => {
    expect(await (await fetch(`${server.baseUrl}/api/v1/account/providers`)).json()).toEqual({
      email: false,
      sms: true,
      wechat: false,
      signup: 'verified',
    });
  });

  it('sends the code through SendSms with the configured sign name and the template of the page language', async () => {
    const phone = newPhone();
    const res = await requestCode(server.baseUrl, { channel: 'sms', target: phone, purpose: 'quickLogin' });
    expect(res.status).toBe(200);
    const [message] = sms.to(phone);
    expect(message).toMatchObject({ signName: sms.env.SMS_SIGN_NAME, templateCode: sms.env.SMS_TEMPLATE_CODE_EN });
    expect(message!.params.code).toMatch(/^\d{6}$/);
    await server.services.verification.codes.verify({
      channel: 'sms',
      target: `+${phone}`,
      purpose: 'quickLogin',
      code: message!.params.code!,
    });

    const zhPhone = newPhone();
    await requestCode(server.baseUrl, { channel: 'sms', target: zhPhone, purpose: 'register' }, { lang: 'zh' });
    expect(sms.to(zhPhone)[0]?.templateCode).toBe(sms.env.SMS_TEMPLATE_CODE);
  });

  it('answers SMS_SEND_FAILED when the provider refuses, and keeps no code (nor its cooldown)', async () => {
    const res = await requestCode(server.baseUrl, { channel: 'sms', target: REFUSED, purpose: 'register' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('SMS_SEND_FAILED');
    const rows = await server.db.selectFrom('verification_codes').select('id').where('target', '=', REFUSED).execute();
    expect(rows).toEqual([]);
  });

  it('is refused by the endpoint when signed with another secret', async () => {
    const client = createAliyunSms({
      endpoint: sms.endpoint,
      accessKeyId: sms.env.SMS_ACCESS_KEY_ID,
      accessKeySecret: 'not-the-secret',
      signName: sms.env.SMS_SIGN_NAME,
      templateCode: sms.env.SMS_TEMPLATE_CODE,
      regionId: 'cn-hangzhou',
    });
    await expect(client.sendCode({ phone: newPhone(), code: '123456', locale: 'zh' })).rejects.toMatchObject({
      providerCode: 'SignatureDoesNotMatch',
    });
  });
});
