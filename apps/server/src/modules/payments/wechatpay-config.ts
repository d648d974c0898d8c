import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { WECHATPAY_NOTIFY_PATH } from '@biocloud/contracts';
import type { WechatPayConfig } from './wechatpay-client';

/**
 * WeChat Pay (API v3, native payment) of a merchant: without all of its settings the site does not offer it, and
 * bank transfer confirmed by staff is the way to pay. Keys are files (PEM): the merchant's API private key, and
 * WeChat Pay's platform certificate or platform public key that signs answers and notifications.
 */
export const wechatPayEnv = {
  WECHATPAY_MCH_ID: z.string().min(1).optional(),
  /** The AppID bound to the merchant (appid of the order). */
  WECHATPAY_APP_ID: z.string().min(1).optional(),
  /** The API v3 key: 32 characters, the AES-256-GCM key of notifications. */
  WECHATPAY_API_V3_KEY: z.string().length(32).optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** The serial number of the merchant's API certificate (serial_no of the Authorization header). */
  WECHATPAY_CERT_SERIAL: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_CERT_FILE: z.string().min(1).optional(),
  /** The serial (or public key id) answers and notifications must name in Wechatpay-Serial; unset: not checked. */
  WECHATPAY_PLATFORM_SERIAL: z.string().min(1).optional(),
  WECHATPAY_API_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** Where WeChat Pay sends notifications: PUBLIC_URL + the notify path unless a proxy needs another address. */
  WECHATPAY_NOTIFY_URL: z.string().url().optional(),
  /** The payee's account shown for bank transfers (free text); unset: the page asks to contact the site. */
  BANK_TRANSFER_DETAILS: z.string().min(1).max(1000).optional(),
};

type Env = Partial<{ [K in keyof typeof wechatPayEnv]: z.infer<(typeof wechatPayEnv)[K]> }> & {
  WECHATPAY_API_URL: string;
  PUBLIC_URL: string;
};

/** The client's settings when every one is set, else null (WeChat Pay is not offered). */
export function wechatPayFromConfig(env: Env): WechatPayConfig | null {
  const { WECHATPAY_MCH_ID: mchId, WECHATPAY_APP_ID: appId, WECHATPAY_API_V3_KEY: apiV3Key } = env;
  const { WECHATPAY_PRIVATE_KEY_FILE: keyFile, WECHATPAY_CERT_SERIAL: serialNo } = env;
  const platformFile = env.WECHATPAY_PLATFORM_CERT_FILE;
  if (!mchId || !appId || !apiV3Key || !keyFile || !serialNo || !platformFile) return null;
  return {
    mchId,
    appId,
    apiV3Key,
    serialNo,
    privateKeyPem: readFileSync(keyFile, 'utf8'),
    platformPem: readFileSync(platformFile, 'utf8'),
    platformSerial: env.WECHATPAY_PLATFORM_SERIAL ?? null,
    apiUrl: env.WECHATPAY_API_URL,
    notifyUrl: env.WECHATPAY_NOTIFY_URL ?? new URL(WECHATPAY_NOTIFY_PATH, env.PUBLIC_URL).toString(),
  };
}
