import http from 'node:http';
import { randomBytes } from 'node:crypto';

/*
 * Requests written by hand, for bodies fetch will not send: names with any bytes, bodies longer than they say,
 * bodies cut off midway.
 */

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface MultipartPart {
  field: string;
  value?: string;
  filename?: string;
  /** File content, given as chunks so huge bodies never sit in memory. */
  content?: Iterable<Buffer> | AsyncIterable<Buffer>;
}

export const BOUNDARY = `----biocloud${randomBytes(8).toString('hex')}`;

export async function* multipartBody(parts: readonly MultipartPart[]): AsyncIterable<Buffer> {
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`);
    if (part.value !== undefined) yield Buffer.from(part.value);
    if (part.content) for await (const chunk of part.content) yield chunk;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

/** The size of a request's head as Node's client writes it (`Name: value` lines), seen from the server side. */
export function requestHeadBytes(request: http.IncomingMessage): number {
  const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
}

/** `total` zero bytes in chunks of 1 MiB. */
export function* zeros(total: number): Iterable<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, total - sent));
}

/** Resolves when the request can take more, or is gone. */
function drained(request: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off('drain', done);
      request.off('close', done);
      resolve();
    };
    request.on('drain', done);
    request.on('close', done);
  });
}

/**
 * Sends the body (chunked unless a content-length header is given) and answers as soon as the server does, even
 * while the body is still being written. With `cutAfter`, the connection is destroyed after that many body bytes.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: AsyncIterable<Buffer>; cutAfter?: number },
): Promise<RawAnswer | 'cut'> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'POST', headers: options.headers });
    let settled = false;
    const settle = (value: RawAnswer | 'cut') => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        settle({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', () => settle('cut'));
    });
    request.on('error', (error) => (options.cutAfter !== undefined || settled ? settle('cut') : reject(error)));
    void (async () => {
      let sent = 0;
      try {
        for await (const chunk of options.body ?? []) {
          if (settled || request.destroyed) return;
          if (options.cutAfter !== undefined && sent + chunk.length > options.cutAfter) {
            request.write(chunk.subarray(0, options.cutAfter - sent));
            await new Promise((r) => setTimeout(r, 100));
            request.destroy();
            settle('cut');
            return;
          }
          sent += chunk.length;
          if (!request.write(chunk)) await drained(request);
        }
        request.end();
      } catch {
        // The server closed the connection while we were writing; its answer (if any) settles the promise.
      }
    })();
  });
}
