import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/*
 * WeChat Pay API v3, native payment (pay.weixin.qq.com/doc/v3/merchant): requests are signed
 * (Authorization: WECHATPAY2-SHA256-RSA2048, over "METHOD\nPATH\ntimestamp\nnonce\nbody\n" with the merchant's
 * API private key), answers and notifications are verified (Wechatpay-Signature over "timestamp\nnonce\nbody\n" with
 * the platform key), and a notification's resource is decrypted with AEAD_AES_256_GCM under the API v3 key.
 */

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  apiV3Key: string;
  serialNo: string;
  privateKeyPem: string;
  /** The platform certificate or platform public key (PEM). */
  platformPem: string;
  platformSerial: string | null;
  apiUrl: string;
  notifyUrl: string;
}

/** The transaction a TRANSACTION.SUCCESS notification carries (the fields we use). */
export interface WechatPayTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_type: string;
  trade_state: string;
  success_time?: string;
  amount: { total: number; payer_total?: number; currency: string };
}

export interface WechatPayNotification {
  id: string;
  eventType: string;
  transaction: WechatPayTransaction;
}

/** Why a notification was refused: a bad signature or body (invalid), or a timestamp too old (a replay). */
export class WechatPayNotifyError extends Error {
  constructor(readonly reason: 'invalid' | 'stale') {
    super(`wechatpay notification ${reason}`);
    this.name = 'WechatPayNotifyError';
  }
}

/** A signed answer older or newer than this is refused (WeChat Pay's advice against replays: 5 minutes). */
const MAX_SKEW_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 15_000;

function platformKey(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export function createWechatPayClient(config: WechatPayConfig, now: () => number = Date.now) {
  const privateKey = createPrivateKey(config.privateKeyPem);
  const publicKey = platformKey(config.platformPem);
  const apiKey = Buffer.from(config.apiV3Key, 'utf8');

  function authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
    return (
      `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${config.serialNo}"`
    );
  }

  /** Checks a signed message from WeChat Pay (an answer or a notification); throws WechatPayNotifyError. */
  function verify(headers: Record<string, string | string[] | undefined>, body: string): void {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const timestamp = header('wechatpay-timestamp');
    const nonce = header('wechatpay-nonce');
    const signature = header('wechatpay-signature');
    const serial = header('wechatpay-serial');
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) throw new WechatPayNotifyError('invalid');
    if (config.platformSerial !== null && serial !== config.platformSerial) throw new WechatPayNotifyError('invalid');
    const message = `${timestamp}\n${nonce}\n${body}\n`;
    let good = false;
    try {
      good = createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
    } catch {
      good = false;
    }
    if (!good) throw new WechatPayNotifyError('invalid');
    if (Math.abs(now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) throw new WechatPayNotifyError('stale');
  }

  function decrypt(resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= 16) throw new WechatPayNotifyError('invalid');
    try {
      const decipher = createDecipheriv('aes-256-gcm', apiKey, Buffer.from(resource.nonce, 'utf8'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
      return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      throw new WechatPayNotifyError('invalid');
    }
  }

  async function call(method: 'GET' | 'POST', pathWithQuery: string, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await fetch(new URL(pathWithQuery, config.apiUrl), {
      method,
      headers: {
        authorization: authorization(method, pathWithQuery, body),
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`wechatpay ${method} ${pathWithQuery}: ${res.status} ${text.slice(0, 300)}`);
    // Answers are signed like notifications: one not signed by the platform key is not WeChat Pay's.
    if (text.length > 0) verify(Object.fromEntries(res.headers), text);
    return text;
  }

  return {
    /** Places a native order and answers its code_url (the QR code's content). */
    async createNative(order: {
      outTradeNo: string;
      description: string;
      totalFen: number;
      expiresAt: Date;
    }): Promise<{ codeUrl: string }> {
      const text = await call('POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        description: order.description,
        out_trade_no: order.outTradeNo,
        time_expire: rfc3339(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.totalFen, currency: 'CNY' },
      });
      const codeUrl = (JSON.parse(text) as { code_url?: unknown }).code_url;
      if (typeof codeUrl !== 'string' || codeUrl.length === 0) throw new Error('wechatpay native: no code_url');
      return { codeUrl };
    },

    /** Closes an unpaid order, so it can no longer be paid. */
    async close(outTradeNo: string): Promise<void> {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
        mchid: config.mchId,
      });
    },

    /** Verifies a notification (signature, age) and decrypts its transaction; throws WechatPayNotifyError. */
    notification(headers: Record<string, string | string[] | undefined>, body: string): WechatPayNotification {
      verify(headers, body);
      let parsed: {
        id?: unknown;
        event_type?: unknown;
        resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
      };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        throw new WechatPayNotifyError('invalid');
      }
      const { resource } = parsed;
      if (
        typeof parsed.id !== 'string' ||
        typeof parsed.event_type !== 'string' ||
        resource?.algorithm !== 'AEAD_AES_256_GCM' ||
        typeof resource.ciphertext !== 'string' ||
        typeof resource.nonce !== 'string'
      ) {
        throw new WechatPayNotifyError('invalid');
      }
      const plain = decrypt({
        ciphertext: resource.ciphertext,
        nonce: resource.nonce,
        associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '',
      });
      const transaction = JSON.parse(plain) as WechatPayTransaction;
      if (transaction.mchid !== config.mchId || transaction.appid !== config.appId) {
        throw new WechatPayNotifyError('invalid');
      }
      return { id: parsed.id, eventType: parsed.event_type, transaction };
    },
  };
}

export type WechatPayClient = ReturnType<typeof createWechatPayClient>;

/** WeChat Pay's time format: RFC 3339 with the +08:00 offset (yyyy-MM-DDTHH:mm:ss+08:00). */
function rfc3339(date: Date): string {
  const beijing = new Date(date.getTime() + 8 * 3_600_000);
  return `${beijing.toISOString().slice(0, 19)}+08:00`;
}
