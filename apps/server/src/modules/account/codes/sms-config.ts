import type { Config } from '../../../config';
import { createAliyunSms } from './aliyun-sms';
import type { SmsSender } from './sms-sender';

/** The SMS provider of the configuration, or null when it is not configured (then no phone way in is offered). */
export function smsSenderFromConfig(config: Config): SmsSender | null {
  const { SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE } = config;
  if (!SMS_ACCESS_KEY_ID || !SMS_ACCESS_KEY_SECRET || !SMS_SIGN_NAME || !SMS_TEMPLATE_CODE) return null;
  return createAliyunSms({
    endpoint: config.SMS_ENDPOINT,
    accessKeyId: SMS_ACCESS_KEY_ID,
    accessKeySecret: SMS_ACCESS_KEY_SECRET,
    signName: SMS_SIGN_NAME,
    templateCode: SMS_TEMPLATE_CODE,
    templateCodeEn: config.SMS_TEMPLATE_CODE_EN,
    regionId: config.SMS_REGION_ID,
  });
}
