import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from '../aliyun-signature';

export interface CaughtSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

/** Parameters every SendSms request must carry (the common ones of Aliyun's RPC APIs and SendSms's own). */
const REQUIRED = [
  'AccessKeyId',
  'Action',
  'Format',
  'PhoneNumbers',
  'SignName',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'TemplateCode',
  'Timestamp',
  'Version',
];
/** Aliyun refuses a request whose timestamp is further than this from its clock. */
const CLOCK_SKEW_MS = 15 * 60_000;

/**
 * A local stand-in for Aliyun's SendSms endpoint, for tests: it checks each request as Aliyun does (parameters, the
 * HMAC-SHA1 signature with the one key pair it knows, the timestamp, nonces never seen twice), answers Aliyun's JSON,
 * and records what it accepted. GET /messages answers the recorded ones (`?phone=` one number's) for tests in other
 * processes. Numbers `refuse` picks get Aliyun's answer to an invalid number.
 */
export async function startAliyunSmsServer(options: { refuse?: (phone: string) => boolean } = {}) {
  const accessKeyId = 'test-access-key-id';
  const accessKeySecret = 'test-access-key-secret';
  const messages: CaughtSms[] = [];
  const nonces = new Set<string>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/messages') {
      const phone = url.searchParams.get('phone');
      answer(200, phone === null ? messages : messages.filter((m) => m.phone === phone));
      return;
    }
    const params = Object.fromEntries(url.searchParams);
    const refuse = (status: number, code: string, message: string) =>
      answer(status, { RequestId: crypto.randomUUID(), Code: code, Message: message });
    const missing = REQUIRED.find((name) => !params[name]);
    if (missing) return refuse(400, 'MissingParameter', `${missing} is mandatory for this action.`);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') {
      return refuse(400, 'InvalidAction', 'Specified api is not found');
    }
    if (params.AccessKeyId !== accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'AccessKeyId not found');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return refuse(400, 'InvalidParameter', 'Signature method or version not supported');
    }
    if (params.Signature !== aliyunSignature('GET', params, accessKeySecret)) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp!)) {
      return refuse(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(Date.parse(params.Timestamp!) - Date.now()) > CLOCK_SKEW_MS) {
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (nonces.has(params.SignatureNonce!)) {
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(params.SignatureNonce!);
    if (options.refuse?.(params.PhoneNumbers!)) {
      return answer(200, { RequestId: crypto.randomUUID(), Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'invalid' });
    }
    messages.push({
      phone: params.PhoneNumbers!,
      signName: params.SignName!,
      templateCode: params.TemplateCode!,
      params: JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>,
    });
    answer(200, { RequestId: crypto.randomUUID(), BizId: String(Date.now()), Code: 'OK', Message: 'OK' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    messagesUrl: `${endpoint}/messages`,
    /** The server's configuration as SMS_* environment variables. */
    env: {
      SMS_ENDPOINT: endpoint,
      SMS_ACCESS_KEY_ID: accessKeyId,
      SMS_ACCESS_KEY_SECRET: accessKeySecret,
      SMS_SIGN_NAME: '生信云测试',
      SMS_TEMPLATE_CODE: 'SMS_000001',
      SMS_TEMPLATE_CODE_EN: 'SMS_000002',
    },
    messages,
    to: (phone: string) => messages.filter((m) => m.phone === phone),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
