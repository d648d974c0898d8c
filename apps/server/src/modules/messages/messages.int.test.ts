import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import type { Message, MessageListResponse } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { REALTIME_CHANNEL } from '../../realtime/realtime';
import { createMessagesRepository, sendMessages } from './messages.repository';

/*
 * The message pages' API (spec 001 §2 message/list, message/detail): filters, the detail (which marks read), and
 * mark-all-read and delete of any number of messages as one request and one SQL statement each, telling the
 * user's tabs (the badge) in that statement.
 */

let server: TestServer;
let alice: FileClient & { user: { id: string } };
let bob: FileClient & { user: { id: string } };

beforeAll(async () => {
  server = await startTestServer();
  alice = await loggedIn(server);
  bob = await loggedIn(server);
});
afterAll(() => server?.close());

/** The user's messages, many at once: one insert of `count` rows of a kind. */
async function seed(userId: string, count: number, kind = 'computeJobFinished') {
  await sql`insert into messages (user_id, kind, params, created_at)
    select ${userId}, ${kind}, jsonb_build_object('jobName', 'job' || n, 'workflowId', gen_random_uuid()::text),
           now() - make_interval(secs => n)
    from generate_series(1, ${count}) as n`.execute(server.db);
}

const list = (client: FileClient, query = '') => client.get<MessageListResponse>(`/api/v1/messages${query}`);
const unread = async (client: FileClient) =>
  (await client.get<{ unreadCount: number }>('/api/v1/messages/unread-count')).body.unreadCount;

/** Counts the statements a repository sends: its Kysely with a plugin that sees every query. */
function countingRepository() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { repo: createMessagesRepository(server.db.withPlugin(plugin)), counter };
}

/** The NOTIFYs of the realtime channel for the user's `messages` topic, heard on a connection of our own. */
async function listenMessages(userId: string) {
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  const heard: unknown[] = [];
  client.on('notification', (n) => {
    const body = JSON.parse(n.payload ?? '{}') as { topic: string; userId: string | null };
    if (body.topic === 'messages' && body.userId === userId) heard.push(body);
  });
  await client.query(`LISTEN ${REALTIME_CHANNEL}`);
  return { heard, stop: () => client.end() };
}

describe('the message list and detail', () => {
  it('answers 401 without a session', async () => {
    expect((await fetch(`${server.baseUrl}/api/v1/messages`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/v1/messages/delete`, { method: 'POST' })).status).toBe(401);
  });

  it('filters by read state and kind, links each message, and falls back to a generic title', async () => {
    const projectId = null;
    await sendMessages(server.db, [bob.user.id], { kind: 'taskJobFailed', params: { jobName: 'bwa', taskId: 't-1' } });
    await sendMessages(server.db, [bob.user.id], { kind: 'sampleArrivedSomewhere', params: { sampleId: 's-9' } });
    await sendMessages(server.db, [bob.user.id], { kind: 'announcement', params: { title: 'Holiday' }, projectId });

    const all = await list(bob);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, unreadCount: 3, totalPages: 1 });
    expect(all.body.kinds).toEqual(['announcement', 'sampleArrivedSomewhere', 'taskJobFailed']);
    const byKind = Object.fromEntries(all.body.list.map((m) => [m.kind, m]));
    expect(byKind.taskJobFailed).toMatchObject({
      title: 'Task job bwa failed',
      link: { target: 'taskJob', id: 't-1' },
    });
    // A kind another area adds without a text yet still reads as a sentence, and links by its params.
    expect(byKind.sampleArrivedSomewhere).toMatchObject({
      title: 'A notice (sampleArrivedSomewhere): open it for what it is about',
      link: { target: 'sample', id: 's-9' },
    });
    expect(byKind.announcement).toMatchObject({ title: 'Announcement: Holiday', link: null });

    const failed = byKind.taskJobFailed!;
    const opened = await bob.get<Message>(`/api/v1/messages/${failed.id}`);
    expect([opened.status, opened.body.readFlag, opened.body.title]).toEqual([200, true, 'Task job bwa failed']);
    expect(await unread(bob)).toBe(2);
    expect((await list(bob, '?readFlag=read')).body.list.map((m) => m.id)).toEqual([failed.id]);
    expect((await list(bob, '?readFlag=unread')).body.total).toBe(2);
    expect((await list(bob, '?kind=announcement')).body.list.map((m) => m.kind)).toEqual(['announcement']);
    expect((await list(bob, '?kind=not-a-kind!')).status).toBe(400);

    // Another's message is not found, as is one that never was.
    expect((await alice.get(`/api/v1/messages/${failed.id}`)).status).toBe(404);
    expect((await bob.get('/api/v1/messages/00000000-0000-4000-8000-000000000000')).body.code).toBe(
      'MESSAGE_NOT_FOUND',
    );
  });

  it('deletes the named messages of the caller only', async () => {
    const before = (await list(bob)).body.list;
    const ids = before.slice(0, 2).map((m) => m.id);
    // Alice naming Bob's messages deletes nothing.
    expect((await alice.post('/api/v1/messages/delete', { ids })).body).toEqual({ deleted: 0 });
    expect((await bob.post('/api/v1/messages/delete', { ids: [...ids, 'not-a-uuid'] })).body).toEqual({ deleted: 2 });
    expect((await list(bob)).body.list.map((m) => m.id)).toEqual(before.slice(2).map((m) => m.id));
  });
});

describe('20,000 messages', () => {
  const COUNT = 20_000;

  it('mark-all-read is one request and one statement, and tells the badge', { timeout: 60_000 }, async () => {
    await seed(alice.user.id, COUNT);
    await seed(bob.user.id, 3);
    expect(await unread(alice)).toBe(COUNT);
    const listener = await listenMessages(alice.user.id);
    try {
      expect((await alice.post('/api/v1/messages/read', {})).body).toEqual({ read: COUNT });
      expect(await unread(alice)).toBe(0);
      await expect.poll(() => listener.heard.length).toBeGreaterThan(0);
    } finally {
      await listener.stop();
    }
    // Bob's stay unread.
    expect(await unread(bob)).toBeGreaterThanOrEqual(3);

    await seed(alice.user.id, COUNT);
    const { repo, counter } = countingRepository();
    expect(await repo.markRead(alice.user.id)).toBe(COUNT);
    expect(counter.queries).toBe(1);
  });

  it('deleting them all (or all read) is one request and one statement', { timeout: 60_000 }, async () => {
    // Alice has 2 x COUNT messages, all read now; one more unread one stays through "delete all read".
    await sendMessages(server.db, [alice.user.id], { kind: 'announcement', params: { title: 'Keep me' } });
    const listener = await listenMessages(alice.user.id);
    try {
      const gone = await alice.post('/api/v1/messages/delete', { all: true, filter: { readFlag: 'read' } });
      expect(gone.body).toEqual({ deleted: 2 * COUNT });
      await expect.poll(() => listener.heard.length).toBeGreaterThan(0);
    } finally {
      await listener.stop();
    }
    expect((await list(alice)).body).toMatchObject({ total: 1, unreadCount: 1 });

    await seed(alice.user.id, COUNT);
    const { repo, counter } = countingRepository();
    expect(await repo.delete(alice.user.id, { filter: { readFlag: 'all' } })).toBe(COUNT + 1);
    expect(counter.queries).toBe(1);
    expect((await list(alice)).body).toMatchObject({ total: 0, unreadCount: 0 });
    expect((await list(bob)).body.total).toBeGreaterThan(0);
  });
});
