import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_VERSION } from '@biocloud/contracts';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { seedTexts } from '../../seed/seed';
import { createContentRepository } from './content.repository';
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

it("an upgrade's start brings the new wording to keys nobody edited, and keeps an admin's edit", async () => {
  // A namespace of its own, removed again: the other tests read every namespace.
  const ns = `upgrade-check-${Date.now().toString(36)}`;
  const release = (title: string, submit: string) => {
    const body = { [ns]: { title, submit } };
    return { zh: body, en: body };
  };
  const repo = createContentRepository(server.db);
  try {
    await seedTexts(server.db, release('Old title', 'Old submit'));
    await server.db
      .updateTable('texts')
      .set({ body: JSON.stringify({ title: 'Old title', submit: 'Edited by an admin' }) })
      .where('namespace', '=', ns)
      .where('locale', '=', 'en')
      .execute();
    await seedTexts(server.db, release('New title', 'New submit'));
    expect((await repo.textsOf('en', ns))?.body).toEqual({ title: 'New title', submit: 'Edited by an admin' });
    expect((await repo.textsOf('zh', ns))?.body).toEqual({ title: 'New title', submit: 'New submit' });
  } finally {
    await server.db.deleteFrom('texts').where('namespace', '=', ns).execute();
  }
});
