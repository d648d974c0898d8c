import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ToolDeveloper } from '@biocloud/contracts';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers 401 without a session', async () => {
  expect((await fetch(`${server.baseUrl}/api/v1/software/1008/developer`)).status).toBe(401);
});

it("answers a tool's argv template, its programs with the versions found here, and its upstream cases", async () => {
  const who = await loggedIn(server);
  const answer = await who.get<{ data: ToolDeveloper }>('/api/v1/software/1008/developer');
  expect(answer.status).toBe(200);
  const info = answer.body.data;
  expect(info).toMatchObject({ id: 'bwa-mem', softwareId: '1008' });
  expect(info.command).toContain('{scripts}/bwa-mem.sh');
  expect(info.command).toContain('[if params.markSecondary] --mark-secondary');
  const bwa = info.requires.find((r) => r.binary === 'bwa');
  expect(bwa).toMatchObject({ minVersion: '0.7.15' });
  expect(bwa?.installed).toMatch(/^\d+\.\d+\.\d+$/);
  expect(info.cases.map((c) => c.name)).toContain('ecoli-10k-se');
  expect(info.cases[0]?.byHand).toContain('bwa mem');
});

it('answers 404 for an unknown tool', async () => {
  const who = await loggedIn(server);
  const answer = await who.get<{ code: string }>('/api/v1/software/no-such-tool/developer');
  expect(answer.status).toBe(404);
  expect(answer.body.code).toBe('SOFTWARE_NOT_FOUND');
});
