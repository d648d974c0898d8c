import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A local stand-in for WeChat Pay API v3 (native payment), with its own keys: it checks the merchant's
 * WECHATPAY2-SHA256-RSA2048 signature on POST /v3/pay/transactions/native and .../out-trade-no/{no}/close, answers
 * a code_url signed with its platform key, and, when the "phone" pays (GET /scan?pr=... or pay()), posts the
 * TRANSACTION.SUCCESS notification to the order's notify_url: resource encrypted with AEAD_AES_256_GCM under the API
 * v3 key, Wechatpay-Signature over "timestamp\nnonce\nbody\n". Tests also send altered notifications through it.
 * The app uses it through the WECHATPAY_* settings (`env`); nothing in the app knows it is a test.
 */

interface Order {
  outTradeNo: string;
  total: number;
  notifyUrl: string;
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
}

/** A notification as sent: what a replay sends again. */
export interface SentNotification {
  headers: Record<string, string>;
  body: string;
}

export interface NotifyOptions {
  /** The amount the notification says was paid (default: the order's). */
  total?: number;
  /** Signs with a key that is not the platform's. */
  badSignature?: boolean;
  /** The Wechatpay-Timestamp (seconds; default now). */
  timestamp?: number;
  /** Sends to this origin instead of notify_url's (a test server's port is known only after it starts). */
  via?: string;
}

export interface WechatPayTestServer {
  url: string;
  /** The console's WECHATPAY_* settings for this merchant and this server. */
  env: Record<string, string>;
  orders: Map<string, Order>;
  /** The phone pays: the notification is sent; answers the console's reply and what was sent. */
  pay(outTradeNo: string, options?: NotifyOptions): Promise<{ status: number; body: string; sent: SentNotification }>;
  /** A signed notification of the order's payment, not sent. */
  build(outTradeNo: string, options?: NotifyOptions): SentNotification;
  /** Sends a notification exactly as given (a replay). */
  send(outTradeNo: string, sent: SentNotification, via?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const MAX_SKEW_SECONDS = 300;
const alnum = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' } as { type: 'pkcs8'; format: 'pem' }).toString();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWechatPayTestServer(): Promise<WechatPayTestServer> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const mchId = String(1_900_000_000 + Math.floor(Math.random() * 99_999_999));
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const apiV3Key = alnum(32);
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = `PUB_KEY_ID_${randomBytes(16).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wechatpay-'));
  const keyFile = path.join(dir, 'apiclient_key.pem');
  const platformFile = path.join(dir, 'pub_key.pem');
  writeFileSync(keyFile, pem(merchant.privateKey, 'pkcs8'), { mode: 0o600 });
  writeFileSync(platformFile, pem(platform.publicKey, 'spki'));
  const orders = new Map<string, Order>();

  const signed = (body: string, key: KeyObject = platform.privateKey, timestamp = Math.floor(Date.now() / 1000)) => {
    const nonce = alnum(32);
    const message = `${timestamp}\n${nonce}\n${body}\n`;
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': createSign('RSA-SHA256').update(message).sign(key, 'base64'),
      'wechatpay-serial': platformSerial,
    };
  };
  const answer = (res: ServerResponse, status: number, payload?: object) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomUUID(), ...signed(body) });
    res.end(body);
  };
  const fail = (res: ServerResponse, status: number, code: string, message: string) =>
    answer(res, status, { code, message });

  /** The merchant's request signature, as WeChat Pay checks it. */
  function authorized(req: IncomingMessage, body: string): string | null {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'bad scheme';
    const fields = Object.fromEntries(
      [...header.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    if (fields.mchid !== mchId) return 'mchid';
    if (fields.serial_no !== merchantSerial) return 'serial_no';
    const timestamp = Number(fields.timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_SECONDS) return 'timestamp';
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    const ok = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
    return ok ? null : 'signature';
  }

  function notification(order: Order, options: NotifyOptions): SentNotification {
    const transaction = {
      appid: appId,
      mchid: mchId,
      out_trade_no: order.outTradeNo,
      transaction_id: order.transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
      payer: { openid: `o${alnum(27)}` },
      amount: {
        total: options.total ?? order.total,
        payer_total: options.total ?? order.total,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
    const nonce = alnum(12);
    const aad = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const encrypted = Buffer.concat([
      cipher.update(JSON.stringify(transaction), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypted.toString('base64'),
        associated_data: aad,
        nonce,
      },
    });
    const key = options.badSignature ? stranger.privateKey : platform.privateKey;
    return { headers: { 'content-type': 'application/json', ...signed(body, key, options.timestamp) }, body };
  }

  async function send(outTradeNo: string, sent: SentNotification, via?: string) {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    const target = new URL(order.notifyUrl);
    const url = via ? new URL(target.pathname + target.search, via) : target;
    const res = await fetch(url, { method: 'POST', headers: sent.headers, body: sent.body });
    return { status: res.status, body: await res.text() };
  }

  async function pay(outTradeNo: string, options: NotifyOptions = {}) {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    if (order.state !== 'NOTPAY') throw new Error(`order ${outTradeNo} is ${order.state}`);
    const sent = notification(order, options);
    const reply = await send(outTradeNo, sent, options.via);
    if (reply.status >= 200 && reply.status < 300) order.state = 'SUCCESS';
    return { ...reply, sent };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://local');
      if (req.method === 'GET' && url.pathname === '/scan') {
        const order = [...orders.values()].find((o) => o.codeUrl.endsWith(`pr=${url.searchParams.get('pr')}`));
        if (!order) return fail(res, 404, 'ORDER_NOT_EXIST', 'no such code');
        const result = await pay(order.outTradeNo).catch((e: Error) => ({ status: 400, body: e.message }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: result.status, body: result.body }));
        return;
      }
      if (req.method !== 'POST') return fail(res, 404, 'NOT_FOUND', 'no such path');
      const problem = authorized(req, body);
      if (problem) return fail(res, 401, 'SIGN_ERROR', `signature check failed: ${problem}`);
      const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
      if (close) {
        const order = orders.get(decodeURIComponent(close[1] ?? ''));
        if (!order) return fail(res, 404, 'ORDER_NOT_EXIST', 'no such order');
        if (order.state === 'SUCCESS') return fail(res, 400, 'ORDERPAID', 'order paid');
        order.state = 'CLOSED';
        return answer(res, 204);
      }
      if (url.pathname !== '/v3/pay/transactions/native') return fail(res, 404, 'NOT_FOUND', 'no such path');
      const input = JSON.parse(body) as {
        appid?: string;
        mchid?: string;
        description?: string;
        out_trade_no?: string;
        notify_url?: string;
        amount?: { total?: number; currency?: string };
      };
      const total = input.amount?.total;
      if (
        input.appid !== appId ||
        input.mchid !== mchId ||
        !input.description ||
        !/^[A-Za-z0-9_\-|*]{6,32}$/.test(input.out_trade_no ?? '') ||
        !input.notify_url?.startsWith('http') ||
        !Number.isInteger(total) ||
        (total ?? 0) <= 0
      ) {
        return fail(res, 400, 'PARAM_ERROR', 'invalid parameters');
      }
      const existing = orders.get(input.out_trade_no!);
      if (existing) {
        if (existing.total !== total) return fail(res, 400, 'INVALID_REQUEST', 'out_trade_no used');
        return answer(res, 200, { code_url: existing.codeUrl });
      }
      const order: Order = {
        outTradeNo: input.out_trade_no!,
        total: total!,
        notifyUrl: input.notify_url,
        codeUrl: `weixin://wxpay/bizpayurl?pr=${alnum(7)}`,
        state: 'NOTPAY',
        transactionId: `4200${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      };
      orders.set(order.outTradeNo, order);
      return answer(res, 200, { code_url: order.codeUrl });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      WECHATPAY_MCH_ID: mchId,
      WECHATPAY_APP_ID: appId,
      WECHATPAY_API_V3_KEY: apiV3Key,
      WECHATPAY_PRIVATE_KEY_FILE: keyFile,
      WECHATPAY_CERT_SERIAL: merchantSerial,
      WECHATPAY_PLATFORM_CERT_FILE: platformFile,
      WECHATPAY_PLATFORM_SERIAL: platformSerial,
      WECHATPAY_API_URL: url,
    },
    orders,
    pay,
    send,
    build: (outTradeNo, options = {}) => {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      return notification(order, options);
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
