import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

/*
 * /metrics (per-route request counts, process figures) is for the operator: loopback clients by default, or whoever
 * holds METRICS_TOKEN. A client that is not on loopback is produced through a trusted proxy's X-Forwarded-For.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
let open: TestServer;
let guarded: TestServer;

beforeAll(async () => {
  [open, guarded] = await Promise.all([
    startTestServer({ TRUST_PROXY: 'true' }),
    startTestServer({ TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN }),
  ]);
});
afterAll(() => Promise.all([open.close(), guarded.close()]));

const metrics = (server: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/metrics`, { headers });

describe('/metrics', () => {
  it('answers a loopback client without a token, and refuses one from elsewhere', async () => {
    const local = await metrics(open);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('http_requests_total');
    const remote = await metrics(open, { 'x-forwarded-for': '203.0.113.7' });
    expect(remote.status).toBe(403);
    expect(((await remote.json()) as { code: string }).code).toBe('FORBIDDEN');
  });

  it('with METRICS_TOKEN, answers the bearer of the token only, wherever it comes from', async () => {
    expect((await metrics(guarded)).status).toBe(403);
    expect((await metrics(guarded, { authorization: 'Bearer wrong-token' })).status).toBe(403);
    expect((await metrics(guarded, { authorization: TOKEN })).status).toBe(403);
    const remote = await metrics(guarded, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' });
    expect(remote.status).toBe(200);
    expect(await remote.text()).toContain('http_requests_total');
  });
});
