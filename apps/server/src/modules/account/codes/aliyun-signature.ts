import { createHmac } from 'node:crypto';

/*
 * Aliyun's "signature mechanism" of RPC-style APIs (signature version 1.0, HMAC-SHA1), as SendSms of dysmsapi takes
 * it: the parameters sorted by name, each name and value percent-encoded (only A-Z a-z 0-9 - _ . ~ left as they are),
 * joined as a query; the string to sign is `METHOD&%2F&` + that query encoded once more; the key is the AccessKey
 * secret followed by "&".
 */

/** RFC 3986 encoding: encodeURIComponent also leaves ! ' ( ) * as they are, Aliyun does not. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name]!)}`)
    .join('&');
}

export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}
