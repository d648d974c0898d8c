import { createHash } from 'node:crypto';
import { TUS_ENDPOINT, TUS_VERSION } from '@biocloud/contracts';
import type { ErrorBody } from './file-api';

/** A tus client written out by hand, so each request and answer of the protocol is visible in the tests. */

export interface TusAnswer {
  status: number;
  headers: Headers;
  body: ErrorBody;
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function tusClient(baseUrl: string, token: string | null) {
  const call = async (method: string, url: string, headers: Record<string, string>, body?: Buffer) => {
    const res = await fetch(url.startsWith('http') ? url : `${baseUrl}${url}`, {
      method,
      headers: { 'tus-resumable': TUS_VERSION, lang: 'en', ...(token ? { token } : {}), ...headers },
      body,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as ErrorBody };
  };

  return {
    create: (length: number, metadata: Record<string, string> | string, headers: Record<string, string> = {}) =>
      call('POST', TUS_ENDPOINT, {
        'upload-length': String(length),
        'upload-metadata': typeof metadata === 'string' ? metadata : tusMetadata(metadata),
        ...headers,
      }),
    head: (url: string) => call('HEAD', url, {}),
    patch: (url: string, offset: number, data: Buffer, headers: Record<string, string> = {}) =>
      call(
        'PATCH',
        url,
        { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), ...headers },
        data,
      ),
    delete: (url: string) => call('DELETE', url, {}),

    /** Creates an upload of `content` and answers its URL. */
    async start(content: Buffer, metadata: Record<string, string>): Promise<string> {
      const created = await this.create(content.length, { sha256: sha256Hex(content), ...metadata });
      if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
      return created.headers.get('location')!;
    },

    /** The offset the server holds, as a resuming client asks for it. */
    async offset(url: string): Promise<number> {
      const answer = await this.head(url);
      if (answer.status !== 200) throw new Error(`head: ${answer.status}`);
      return Number(answer.headers.get('upload-offset'));
    },
  };
}
export type TusClient = ReturnType<typeof tusClient>;
