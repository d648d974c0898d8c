/**
 * A request for a customized version of a tool (software/tools/detail/custom/:id): written as a custom request of
 * one of the caller's projects, or of their own project named for it (found again for the next request), listed
 * and answered where every custom request is, with the tool named; an unknown tool or a stranger's project changes
 * nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CustomDetailResponse } from '@biocloud/contracts';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffClient, unreadCount, type Client } from './test-support/project-clients';

let server: TestServer;
let staff: Client;
let customer: Client;
const url = '/api/v1/software/1008/custom-requests';
const body = { title: 'Custom BWA-MEM', description: 'Change: keep supplementary reads' };

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  customer = await loggedIn(server);
});
afterAll(() => server.close());

const requestsOf = (db: TestServer['db']) => db.selectFrom('project_custom_requests').selectAll().execute();

it('files the request in the caller own project named for it, tells staff, and lists it with its tool', async () => {
  const before = await unreadCount(staff);
  const created = await customer.post<{ projectBaseId: string; customId: string }>(url, {
    ...body,
    projectName: 'BWA-MEM customized',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { projectBaseId, customId } = created.body;
  expect(await unreadCount(staff)).toBe(before + 1);

  const list = await customer.get<{ list: { customId: string; toolId: string | null }[] }>(
    `/api/v1/projects/${projectBaseId}/custom`,
  );
  expect(list.body.list).toEqual([expect.objectContaining({ customId, toolId: '1008' })]);
  // Staff see it where they see every custom request, and answer it there.
  const seen = await staff.get<CustomDetailResponse>(`/api/v1/projects/${projectBaseId}/custom/${customId}`);
  expect(seen.body).toMatchObject({ title: body.title, description: body.description, toolId: '1008' });

  // The next request without a project goes to the same one.
  const again = await customer.post<{ projectBaseId: string }>(url, { ...body, projectName: 'bwa-mem CUSTOMIZED' });
  expect(again.body.projectBaseId).toBe(projectBaseId);
});

it('files it in a chosen project, and refuses an unknown tool, a stranger project and a bad title', async () => {
  const own = await customer.post<{ projectBaseId: string }>('/api/v1/projects', { name: 'Chosen' });
  const projectBaseId = own.body.projectBaseId;
  const created = await customer.post<{ projectBaseId: string }>(url, { ...body, projectBaseId });
  expect(created.body.projectBaseId).toBe(projectBaseId);

  const count = (await requestsOf(server.db)).length;
  const unknown = await customer.post<{ code: string }>('/api/v1/software/no-such-tool/custom-requests', body);
  expect([unknown.status, unknown.body.code]).toEqual([404, 'SOFTWARE_NOT_FOUND']);
  const stranger = await loggedIn(server);
  const refused = await stranger.post<{ code: string }>(url, { ...body, projectBaseId });
  expect([refused.status, refused.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
  const untitled = await customer.post<{ code: string }>(url, { ...body, title: ' ', projectBaseId });
  expect(untitled.status).toBe(400);
  expect((await requestsOf(server.db)).length).toBe(count);
});

it('answers 401 without a session', async () => {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(401);
});
