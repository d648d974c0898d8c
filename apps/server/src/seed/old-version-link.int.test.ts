/**
 * The header's "back to old version" link (walkthrough M9): the instance configuration holds it only when the operator
 * sets OLD_VERSION_URL, so a default install answers none (the header then hides the link); a set address reaches
 * the public configuration, and a start without the variable keeps what the configuration holds.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InstanceConfig } from '@biocloud/contracts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { seedInstanceConfig } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const publicLinks = async () =>
  (
    (await (await fetch(`${server.baseUrl}/resource/api/v1/cms/instance/getOneInstance`)).json()) as {
      data: InstanceConfig;
    }
  ).data.links;

it('is empty on a default install, set by OLD_VERSION_URL, and kept by a start without it', async () => {
  await seedInstanceConfig(server.db, 'BioCloud');
  expect((await publicLinks()).oldVersion).toBe('');

  await seedInstanceConfig(server.db, 'BioCloud', 'https://old.example.com/console');
  const links = await publicLinks();
  expect(links.oldVersion).toBe('https://old.example.com/console');
  expect(links.tutorial).toBe('/{locale}/help');

  await seedInstanceConfig(server.db, 'BioCloud');
  expect((await publicLinks()).oldVersion).toBe('https://old.example.com/console');
});
