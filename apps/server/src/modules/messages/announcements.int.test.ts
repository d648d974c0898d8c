import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementList, MessageListResponse } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';

/*
 * Announcements: staff write to every user or to one; each reader gets a message of kind `announcement` and sees
 * the newest in the dashboard's notice. Customers may not write them.
 */

let server: TestServer;
let staff: FileClient & { user: { id: string; username: string } };
let alice: FileClient & { user: { id: string; username: string } };
let bob: FileClient & { user: { id: string; username: string } };

beforeAll(async () => {
  server = await startTestServer();
  staff = await loggedIn(server);
  await server.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.user.id).execute();
  alice = await loggedIn(server);
  bob = await loggedIn(server);
});
afterAll(() => server?.close());

const titles = async (client: FileClient) =>
  (await client.get<MessageListResponse>('/api/v1/messages')).body.list.map((m) => m.title);
const notice = async (client: FileClient) =>
  (await client.get<AnnouncementList>('/api/v1/announcements/notice')).body.list.map((a) => a.title);

describe('announcements', () => {
  it('are refused to customers, and to no one without a session', async () => {
    const refused = await alice.post('/api/v1/announcements', { title: 'Mine', content: 'Hello' });
    expect([refused.status, refused.body.code]).toEqual([400, 'STAFF_ONLY']);
    expect((await alice.get('/api/v1/announcements')).body.code).toBe('STAFF_ONLY');
    expect((await fetch(`${server.baseUrl}/api/v1/announcements/notice`)).status).toBe(401);
  });

  it('checks the limits and the user named', async () => {
    const long = await staff.post('/api/v1/announcements', { title: 'x'.repeat(50), content: 'Hello' });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const unknown = await staff.post('/api/v1/announcements', { title: 'To ghost', content: 'Hi', username: 'ghost' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'ANNOUNCEMENT_USER_UNKNOWN']);
  });

  it('to everyone reaches every user; to one user only them', async () => {
    const all = await staff.post<{ recipients: number }>('/api/v1/announcements', {
      title: 'Maintenance Sunday',
      content: 'The console is down 2-4 am.',
    });
    expect(all.status).toBe(200);
    const users = await server.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.body.recipients).toBe(Number(users.n));

    const one = await staff.post('/api/v1/announcements', {
      title: 'Your report',
      content: 'Call us.',
      username: alice.user.username,
    });
    expect(one.body).toMatchObject({ recipients: 1, announcement: { username: alice.user.username } });

    expect(await titles(alice)).toEqual(['Announcement: Your report', 'Announcement: Maintenance Sunday']);
    expect(await titles(bob)).toEqual(['Announcement: Maintenance Sunday']);
    expect(await notice(alice)).toEqual(['Your report', 'Maintenance Sunday']);
    expect(await notice(bob)).toEqual(['Maintenance Sunday']);
    const staffList = await staff.get<AnnouncementList>('/api/v1/announcements');
    expect(staffList.body.list.map((a) => [a.title, a.username])).toEqual([
      ['Your report', alice.user.username],
      ['Maintenance Sunday', null],
    ]);
  });
});
