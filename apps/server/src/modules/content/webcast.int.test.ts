import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JumpUrlResponse } from '@biocloud/contracts';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createContentRepository } from './content.repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setLiveUrl = async (liveUrl: string) => {
  const repo = createContentRepository(server.db);
  await repo.saveInstanceConfig({ ...(await repo.instanceConfig()), liveUrl });
};

it('answers 401 without a session', async () => {
  expect((await fetch(`${server.baseUrl}/api/v1/webCast/getJumpUrl`)).status).toBe(401);
});

it("answers the configured live address with the caller's name, and result false when none is configured", async () => {
  const who = await loggedIn(server);
  await setLiveUrl('');
  expect((await who.get<JumpUrlResponse>('/api/v1/webCast/getJumpUrl')).body).toEqual({ result: false, url: '' });

  await setLiveUrl('https://live.example.com/room?viewer={username}');
  const answer = await who.get<JumpUrlResponse>('/api/v1/webCast/getJumpUrl');
  expect(answer.body).toEqual({ result: true, url: `https://live.example.com/room?viewer=${who.user.username}` });
});

it('keeps the live address out of the public instance configuration', async () => {
  await setLiveUrl('https://live.example.com/secret');
  const res = await fetch(`${server.baseUrl}/resource/api/v1/cms/instance/getOneInstance`);
  expect(JSON.stringify(await res.json())).not.toContain('live.example.com');
});
