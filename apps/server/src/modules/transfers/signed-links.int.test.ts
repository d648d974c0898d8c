import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { SIGNING_SECRET_FILE } from './signing-secret';
import { signFileLink } from './url-signing';

const SECRET = 's'.repeat(64);

let server: TestServer;
let storageDir: string;
let alice: FileClient & { user: TestUser };
let fileUuid: string;
const content = 'ACGT'.repeat(1000);

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer({ URL_SIGNING_SECRET: SECRET, SIGNED_URL_TTL_SECONDS: '600' }));
  alice = await loggedIn(server);
  fileUuid = await alice.uploadOne('0', 'genome.fa', content);
});
afterAll(() => server.close());

const objectUrl = (client: FileClient, fileUuids: string[]) =>
  client.post<{ url: string; expiresAt: string }>('/api/v1/files/object-url', { fileUuids });
/** A signed link fetched as a stranger would: no token, no cookie. */
const fetchLink = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.baseUrl}${url}`, { method, headers: { lang: 'en', ...headers } });

describe('signed object-storage links', () => {
  it('answer a link that downloads the file without a session, with Range, until it expires', async () => {
    const answer = await objectUrl(alice, [fileUuid]);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/api\/v1\/files\/signed\/[0-9a-f]{32}\.[0-9a-z]+\.[\w-]{43}$/);
    const expires = new Date(answer.body.expiresAt).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 590_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 600_000);

    const whole = await fetchLink(answer.body.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toContain('genome.fa');
    expect(await whole.text()).toBe(content);
    const part = await fetchLink(answer.body.url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${content.length}`);
    expect(await part.text()).toBe('ACGTACGT');
    const head = await fetchLink(answer.body.url, {}, 'HEAD');
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(content.length)]);
    const beyond = await fetchLink(answer.body.url, { range: 'bytes=99999-' });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${content.length}`]);
  });

  it('refuse an expired link with 410 and a changed one with 400, never 403', async () => {
    const expired = `/api/v1/files/signed/${signFileLink(SECRET, fileUuid, new Date(Date.now() - 1000))}`;
    const gone = await fetchLink(expired);
    expect([gone.status, ((await gone.json()) as { code: string }).code]).toEqual([410, 'LINK_EXPIRED']);
    const { url } = (await objectUrl(alice, [fileUuid])).body;
    const forged = url.replace(/\.([0-9a-z]+)\./, (_, e: string) => `.${(parseInt(e, 36) + 60).toString(36)}.`);
    for (const bad of [forged, `${url}x`, '/api/v1/files/signed/..%2F..%2Fetc%2Fpasswd', '/api/v1/files/signed/x']) {
      const res = await fetchLink(bad);
      expect([bad, res.status, ((await res.json()) as { code: string }).code]).toEqual([bad, 400, 'LINK_INVALID']);
    }
    const otherKey = `/api/v1/files/signed/${signFileLink('t'.repeat(64), fileUuid, new Date(Date.now() + 60_000))}`;
    expect((await fetchLink(otherKey)).status).toBe(400);
  });

  it('stop working when the file is deleted', async () => {
    const doomed = await alice.uploadOne('0', 'doomed.txt', 'bye');
    const { url } = (await objectUrl(alice, [doomed])).body;
    expect((await fetchLink(url)).status).toBe(200);
    await alice.del('/api/v1/files', { fileUuids: [doomed] });
    const res = await fetchLink(url);
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([404, 'FILE_NOT_FOUND']);
  });

  it('are made for one readable file of the caller, where the region allows object storage', async () => {
    const bob = await loggedIn(server);
    const folder = await alice.folder('0', 'linked_dir');
    const second = await alice.uploadOne('0', 'second.txt', '2');
    const refusals = [
      await objectUrl(bob, [fileUuid]),
      await objectUrl(alice, [folder]),
      await objectUrl(alice, [fileUuid, second]),
      await objectUrl(alice, ['0']),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([
      [404, 'FILE_NOT_FOUND'],
      [400, 'FILE_IS_FOLDER'],
      [400, 'OBJECT_URL_ONE_FILE'],
      [404, 'FILE_NOT_FOUND'],
    ]);
    const anonymous = await fetch(`${server.baseUrl}/api/v1/files/object-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuids: [fileUuid] }),
    });
    expect(anonymous.status).toBe(401);

    const config = await server.db
      .selectFrom('instance_config')
      .select('body')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('instance_config')
      .set({ body: JSON.stringify({ ...config.body, objectStorageDisabledRegions: ['CN'] }) })
      .where('id', '=', 1)
      .execute();
    try {
      const disabled = await objectUrl(alice, [fileUuid]);
      expect([disabled.status, disabled.body.code]).toEqual([400, 'OBJECT_STORAGE_DISABLED']);
    } finally {
      await server.db
        .updateTable('instance_config')
        .set({ body: JSON.stringify(config.body) })
        .where('id', '=', 1)
        .execute();
    }
  });
});

describe('signing key', () => {
  it('is made once under VAR_DIR when not configured, so links survive a restart', async () => {
    const first = await startTestServer({ STORAGE_DIR: storageDir }, { dbUrl: server.dbUrl });
    const varDir = first.config.VAR_DIR;
    let url: string;
    try {
      const client = await loggedIn(first, alice.user);
      url = (await objectUrl(client, [fileUuid])).body.url;
    } finally {
      await first.close();
    }
    const key = readFileSync(path.join(varDir, SIGNING_SECRET_FILE), 'utf8');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const second = await startTestServer({ STORAGE_DIR: storageDir, VAR_DIR: varDir }, { dbUrl: server.dbUrl });
    try {
      const res = await fetch(`${second.baseUrl}${url}`);
      expect([res.status, await res.text()]).toEqual([200, content]);
      expect(readFileSync(path.join(varDir, SIGNING_SECRET_FILE), 'utf8')).toBe(key);
    } finally {
      await second.close();
    }
  });
});

it('documents the transfer paths in the OpenAPI document', async () => {
  const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/uploads/',
      '/api/v1/uploads/{uploadId}',
      '/api/v1/files/object-url',
      '/api/v1/files/signed/{token}',
      '/api/v1/transfers/ftp-credentials',
    ]),
  );
});
