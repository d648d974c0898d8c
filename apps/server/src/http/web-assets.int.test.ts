import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-assets';

/*
 * A built web app as the build leaves it (a content-hashed script with its .br and .gz beside it, index.html with
 * its own), served by the real app: each answer is read over a socket with exactly the Accept-Encoding we choose.
 */

const SCRIPT = Buffer.from(
  `export const rows = [${Array.from({ length: 2000 }, (_, i) => `"row ${i}"`).join(',')}];\n`,
);
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';
const INDEX = Buffer.from(
  `<!doctype html><html><head><script type="module" src="${SCRIPT_PATH}"></script></head>` +
    `<body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>\n`,
);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'biocloud-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, content] of [
    [path.join(dist, 'index.html'), INDEX],
    [path.join(dist, SCRIPT_PATH), SCRIPT],
  ] as const) {
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a content-hashed asset', () => {
  it.each([
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ])(
    'is sent with encoding $encoding for Accept-Encoding $accept, cached as immutable',
    async ({ accept, encoding }) => {
      const answer = await get(`${server.baseUrl}${SCRIPT_PATH}`, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      if (encoding) expect(answer.body.length).toBeLessThan(SCRIPT.length / 3);
      expect(decoded(answer).equals(SCRIPT)).toBe(true);
    },
  );
});

describe('index.html', () => {
  it.each(['/en/user/login', '/index.html'])('at %s is revalidated on each load (no-cache), compressed', async (at) => {
    const answer = await get(`${server.baseUrl}${at}`, 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).equals(INDEX)).toBe(true);
  });

  it('is not cached as immutable with an unhashed file beside it (favicon)', async () => {
    const answer = await get(`${server.baseUrl}/favicon.svg`, 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });
});

it('answers no compressed sibling as a file of its own', async () => {
  const answer = await get(`${server.baseUrl}${SCRIPT_PATH}.br`, 'identity');
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE);
});
