import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_VERSION } from '@biocloud/contracts';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { readTextFiles } from './text-files';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('delivers every namespace of a locale without a route, from the seeded files', async () => {
  const files = readTextFiles();
  for (const locale of ['zh', 'en'] as const) {
    const res = await fetch(`${server.baseUrl}/api/v1/content/${locale}?version=${CONTENT_VERSION}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(files[locale]);
  }
});

it('narrows to the shared namespaces and the route area when a route is given', async () => {
  const body = (await (await fetch(`${server.baseUrl}/api/v1/content/en?route=user-login`)).json()) as object;
  expect(Object.keys(body)).toContain('errors');
  expect(Object.keys(body).length).toBeLessThanOrEqual(Object.keys(readTextFiles().en).length);
});

it('refuses an unknown locale', async () => {
  const res = await fetch(`${server.baseUrl}/api/v1/content/fr`);
  expect(res.status).toBe(400);
});

it('serves the instance configuration without a token', async () => {
  const res = await fetch(`${server.baseUrl}/resource/api/v1/cms/instance/getOneInstance`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { materialVersion: string; objectStorageDisabledRegions: unknown[] } };
  expect(body.data.materialVersion).toBe(CONTENT_VERSION);
  expect(Array.isArray(body.data.objectStorageDisabledRegions)).toBe(true);
});
