import { randomUUID } from 'node:crypto';
import type { Locale } from '@biocloud/contracts';
import { aliyunPercentEncode, aliyunSignature } from './aliyun-signature';
import { SmsSendError, type SmsSender } from './sms-sender';

export interface AliyunSmsConfig {
  /** https://dysmsapi.aliyuncs.com in production; the tests' local server otherwise. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A template with one parameter, `code`; the English one is used on English pages when given. */
  templateCode: string;
  templateCodeEn?: string;
  regionId: string;
}

/** A stuck provider fails the send (the code is rolled back) rather than holding the request. */
const TIMEOUT_MS = 10_000;

/** Aliyun's SendSms as documented: "2017-05-25" API, a GET whose query carries the parameters and their signature. */
export function createAliyunSms(config: AliyunSmsConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async sendCode({ phone, code, locale }: { phone: string; code: string; locale: Locale }) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: config.regionId,
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: (locale === 'en' && config.templateCodeEn) || config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        // ISO 8601 in UTC without milliseconds, as the API takes it.
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signed = { ...params, Signature: aliyunSignature('GET', params, config.accessKeySecret) };
      const query = Object.entries(signed)
        .map(([name, value]) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(value)}`)
        .join('&');
      const response = await fetchImpl(`${config.endpoint.replace(/\/+$/, '')}/?${query}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      // "OK" means accepted for delivery; any other code (a bad signature, a number refused, a limit) is a failure.
      if (!response.ok || body.Code !== 'OK') {
        throw new SmsSendError(
          `SendSms answered ${response.status} ${body.Code ?? ''}: ${body.Message ?? ''}`,
          body.Code,
        );
      }
    },
  };
}
