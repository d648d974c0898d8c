import type { Database } from '../../../db/database';
import { loggedIn, type ApiAnswer, type FileClient } from '../../../../test/file-api';
import { createUser, type TestUser } from '../../../../test/factories';
import type { TestServer } from '../../../../test/test-server';

/** Test clients of the project calls: logged-in users (customers, staff) and the multipart forms of the API. */

export type Client = FileClient & { user: TestUser };

export async function makeStaff(db: Database, user: TestUser): Promise<void> {
  await db.updateTable('users').set({ role: 'staff' }).where('id', '=', user.id).execute();
}

export async function staffClient(server: TestServer): Promise<Client> {
  const user = await createUser(server.db);
  await makeStaff(server.db, user);
  return loggedIn(server, user);
}

/** A multipart form post (fields first, then `file` parts), answered as JSON. */
export async function postForm<T = Record<string, unknown>>(
  baseUrl: string,
  client: Pick<FileClient, 'token'>,
  url: string,
  fields: Record<string, string>,
  files: { name: string; content: string | Buffer }[] = [],
): Promise<ApiAnswer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([file.content]), file.name);
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { token: client.token, lang: 'en' },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as ApiAnswer<T>['body'], headers: res.headers };
}

/** Bytes of a GET (downloads), with the status. */
export async function fetchBytes(baseUrl: string, client: Pick<FileClient, 'token'>, url: string) {
  const res = await fetch(`${baseUrl}${url}`, { headers: { token: client.token, lang: 'en' } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Staff set up a project for `owner` (and members); answers its id and data root. */
export async function staffProject(
  staff: Client,
  owner: Client,
  name: string,
  members: Client[] = [],
): Promise<{ id: string; root: string }> {
  const created = await staff.post<{ projectBaseId: string }>('/api/v1/projects/staff', {
    name,
    description: 'a test project',
    ownerUsername: owner.user.username,
    type: 'resequencing',
    memberUsernames: members.map((m) => m.user.username),
  });
  if (created.status !== 200) throw new Error(`staff project: ${JSON.stringify(created.body)}`);
  const detail = await staff.get<{ rootFileUuid: string }>(`/api/v1/projects/${created.body.projectBaseId}`);
  return { id: created.body.projectBaseId, root: detail.body.rootFileUuid };
}

export async function unreadCount(client: FileClient): Promise<number> {
  return (await client.get<{ unreadCount: number }>('/api/v1/messages/unread-count')).body.unreadCount;
}
