import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('reports the database as ok', async () => {
  const res = await fetch(`${server.baseUrl}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', db: 'ok', executor: 'local' });
});

it('serves an OpenAPI document listing the login and current-user paths', async () => {
  const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/v1/user/getCurrentUser']));
});

it('exposes Prometheus metrics with request counts', async () => {
  await fetch(`${server.baseUrl}/api/health`);
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
});

it('answers unknown API paths with a JSON NOT_FOUND', async () => {
  const res = await fetch(`${server.baseUrl}/api/v1/nothing-here`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
});

it('sends the security headers on every answer, the document policy on pages, and no HSTS over plain HTTP', async () => {
  const api = await fetch(`${server.baseUrl}/api/health`);
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(api.headers.get('strict-transport-security')).toBeNull();
  const page = await fetch(`${server.baseUrl}/en/dashboard`);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
});
