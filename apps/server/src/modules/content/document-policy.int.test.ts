/**
 * The app page's content security policy names exactly the origins of the configured framed pages (frame-src) and
 * images (img-src): nothing when all are this site's own paths, and never another site than the configured ones.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createContentRepository } from './content.repository';

let server: TestServer;
beforeAll(async () => {
  // A web build of its own, so the test does not depend on apps/web having been built.
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'biocloud-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(() => server.close());

const configure = async (changes: Record<string, unknown>) => {
  const repo = createContentRepository(server.db);
  await repo.saveInstanceConfig({ ...(await repo.instanceConfig()), ...changes });
};

/** The page's policy as directive name -> sources. */
const pagePolicy = async (): Promise<Record<string, string[]>> => {
  const page = await fetch(`${server.baseUrl}/en/iframe?page=manual`);
  expect(page.status).toBe(200);
  const header = page.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header.split(';').map((d): [string, string[]] => [d.split(' ')[0] ?? '', d.split(' ').slice(1)]),
  );
};

it('allows only this site when every configured address is a path of its own', async () => {
  await configure({
    iframePages: [{ key: 'agreement', url: '/{locale}/user/agreement' }],
    qrCodeImage: '',
    imageBaseUrl: '',
    promotions: [],
  });
  const policy = await pagePolicy();
  expect(policy['frame-src']).toEqual(["'self'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
});

it('names the configured origins, each where it is shown, and no other', async () => {
  await configure({
    iframePages: [
      { key: 'manual', url: 'https://docs.example.org/{locale}/manual?x=1' },
      { key: 'agreement', url: '/{locale}/user/agreement' },
      { key: 'bad', url: 'javascript:alert(1)' },
    ],
    qrCodeImage: 'https://cdn.example.net:8443/qr/wechat.png',
    imageBaseUrl: '',
    promotions: [{ type: 'live', image: 'http://img.example.com/live.png', href: '' }],
  });
  const policy = await pagePolicy();
  expect(policy['frame-src']).toEqual(["'self'", 'https://docs.example.org']);
  expect(policy['img-src']).toEqual([
    "'self'",
    'data:',
    'blob:',
    'http://img.example.com',
    'https://cdn.example.net:8443',
  ]);
  expect(policy['default-src']).toEqual(["'self'"]);
});

it('takes a changed configuration at the next page load', async () => {
  await configure({ iframePages: [{ key: 'manual', url: 'https://other.example.org/manual' }], qrCodeImage: '' });
  const policy = await pagePolicy();
  expect(policy['frame-src']).toEqual(["'self'", 'https://other.example.org']);
  expect(policy['img-src']).not.toContain('https://cdn.example.net:8443');
});

it('keeps the fixed policy on the API', async () => {
  const api = await fetch(`${server.baseUrl}/api/health`);
  expect(api.headers.get('content-security-policy')).toBeNull();
});
