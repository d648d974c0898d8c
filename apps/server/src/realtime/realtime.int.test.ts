import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createUser, login, type TestUser } from '../../test/factories';
import { CLOSE_CODES, MAX_SUBSCRIPTIONS_PER_SOCKET, NOTIFY_MAX_BYTES, realtimeNotifySql } from './realtime';
import type { ServerMessage } from './messages';

// Two instances of the server on one database, as behind a load balancer: sockets on A, publishing on B.
let a: TestServer;
let b: TestServer;
let alice: TestUser & { token: string };
let bob: TestUser & { token: string };
const open: TestSocket[] = [];

async function loggedIn(server: TestServer) {
  const user = await createUser(server.db);
  const { token } = await login(server.baseUrl, user);
  if (!token) throw new Error('login failed');
  return { ...user, token };
}

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({}, { dbUrl: a.dbUrl });
  alice = await loggedIn(a);
  bob = await loggedIn(b);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.ws.terminate();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A websocket client that queues what the server says, so tests read it in order. */
class TestSocket {
  private readonly received: ServerMessage[] = [];
  private waiting: ((message: ServerMessage) => void) | undefined;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (this.waiting) this.waiting(message);
      else this.received.push(message);
    });
  }

  /** The next message, in order. */
  next(timeoutMs = 5000): Promise<ServerMessage> {
    const queued = this.received.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error('no message from the server'));
      }, timeoutMs);
      this.waiting = (message) => {
        clearTimeout(timer);
        this.waiting = undefined;
        resolve(message);
      };
    });
  }

  send(message: unknown): Promise<ServerMessage> {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    return this.next();
  }

  subscribe(topic: string) {
    return this.send({ type: 'subscribe', topic });
  }

  closed(): Promise<number> {
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
  }
}

function wsUrl(server: TestServer): string {
  return `${server.baseUrl.replace(/^http/, 'ws')}/api/v1/ws`;
}

/** Connects, or rejects with the HTTP status the server answered the upgrade with. */
function connect(server: TestServer, headers: Record<string, string>): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(server), { headers });
    const socket = new TestSocket(ws);
    ws.once('open', () => {
      open.push(socket);
      resolve(socket);
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const asUser = (user: { token: string }) => connect(a, { token: user.token });

describe('upgrade', () => {
  it('refuses a caller without a session, and one with a made-up token', async () => {
    await expect(connect(a, {})).rejects.toThrow('HTTP 401');
    await expect(connect(a, { token: 'not-a-real-token' })).rejects.toThrow('HTTP 401');
    await expect(connect(a, { cookie: 'token=not-a-real-token' })).rejects.toThrow('HTTP 401');
  });

  it('accepts the session from the token cookie (what browsers send) and from the token header', async () => {
    const viaCookie = await connect(a, { cookie: `token=${alice.token}` });
    expect(await viaCookie.subscribe('jobs')).toEqual({ type: 'subscribed', topic: 'jobs' });
    const viaHeader = await connect(a, { token: alice.token });
    expect(await viaHeader.subscribe('jobs')).toEqual({ type: 'subscribed', topic: 'jobs' });
  });

  it('refuses a page of another origin, and accepts its own', async () => {
    await expect(connect(a, { token: alice.token, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(connect(a, { token: alice.token, origin: a.baseUrl })).resolves.toBeInstanceOf(TestSocket);
  });
});

describe('fan-out between instances', () => {
  it('delivers what instance B publishes to a socket on instance A', async () => {
    const socket = await asUser(alice);
    expect(await socket.subscribe('jobs')).toEqual({ type: 'subscribed', topic: 'jobs' });
    await b.realtime.publish('jobs', alice.id, { jobId: 'j1', status: 'RUNNING' });
    expect(await socket.next()).toEqual({ type: 'event', topic: 'jobs', payload: { jobId: 'j1', status: 'RUNNING' } });
  });

  it("does not deliver a user's event to another user's socket, but does deliver broadcasts", async () => {
    const bobs = await asUser(bob);
    await bobs.subscribe('messages');
    // NOTIFYs arrive in commit order: had Alice's event reached Bob, it would come before the broadcast.
    await b.realtime.publish('messages', alice.id, { secret: true });
    await b.realtime.publish('messages', null, { notice: 'maintenance' });
    expect(await bobs.next()).toEqual({ type: 'event', topic: 'messages', payload: { notice: 'maintenance' } });
  });

  it('delivers only the topics subscribed to, and stops after unsubscribe', async () => {
    const socket = await asUser(alice);
    await socket.subscribe('jobs');
    await socket.subscribe('job:42:log');
    await b.realtime.publish('drawing', alice.id, { skipped: true });
    await b.realtime.publish('job:42:log', alice.id, { lines: ['started'] });
    expect(await socket.next()).toEqual({ type: 'event', topic: 'job:42:log', payload: { lines: ['started'] } });

    expect(await socket.send({ type: 'unsubscribe', topic: 'jobs' })).toEqual({ type: 'unsubscribed', topic: 'jobs' });
    await b.realtime.publish('jobs', alice.id, { after: 'unsubscribe' });
    await b.realtime.publish('job:42:log', alice.id, { lines: ['done'] });
    expect(await socket.next()).toEqual({ type: 'event', topic: 'job:42:log', payload: { lines: ['done'] } });
  });

  it('sends an event too big for NOTIFY as tooLarge, without the payload', async () => {
    const socket = await asUser(alice);
    await socket.subscribe('job:7:log');
    await b.realtime.publish('job:7:log', alice.id, { text: 'x'.repeat(NOTIFY_MAX_BYTES) });
    expect(await socket.next()).toEqual({ type: 'event', topic: 'job:7:log', tooLarge: true });
  });

  it('delivers a NOTIFY written in a transaction only once it commits', async () => {
    const socket = await asUser(alice);
    await socket.subscribe('jobs');
    await b.db
      .transaction()
      .execute(async (trx) => {
        await realtimeNotifySql('jobs', alice.id, { rolledBack: true }).execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await b.db.transaction().execute((trx) => realtimeNotifySql('jobs', alice.id, { committed: true }).execute(trx));
    expect(await socket.next()).toEqual({ type: 'event', topic: 'jobs', payload: { committed: true } });
  });

  it('reconnects its listener when the connection drops, tells clients to resync, and delivers again', async () => {
    const socket = await asUser(alice);
    await socket.subscribe('jobs');
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = 'biocloud-realtime-listen'`.execute(b.db);
    expect(await socket.next()).toEqual({ type: 'resync' });
    await b.realtime.publish('jobs', alice.id, { after: 'reconnect' });
    expect(await socket.next()).toEqual({ type: 'event', topic: 'jobs', payload: { after: 'reconnect' } });
  });
});

describe('client messages', () => {
  it('answers an unknown or malformed topic with TOPIC_INVALID and keeps the socket open', async () => {
    const socket = await asUser(alice);
    for (const topic of ['nope', 'job::log', 'job:../x:log', 'jobs ']) {
      expect(await socket.subscribe(topic)).toEqual({ type: 'error', code: 'TOPIC_INVALID', topic });
    }
    expect(await socket.subscribe('drawing')).toEqual({ type: 'subscribed', topic: 'drawing' });
  });

  it('answers what is not a subscribe or unsubscribe message with MESSAGE_INVALID', async () => {
    const socket = await asUser(alice);
    expect(await socket.send('not json')).toEqual({ type: 'error', code: 'MESSAGE_INVALID' });
    expect(await socket.send({ type: 'publish', topic: 'jobs' })).toEqual({ type: 'error', code: 'MESSAGE_INVALID' });
    expect(await socket.send({ type: 'subscribe' })).toEqual({ type: 'error', code: 'MESSAGE_INVALID' });
  });

  it(`limits a socket to ${MAX_SUBSCRIPTIONS_PER_SOCKET} topics`, async () => {
    const socket = await asUser(alice);
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_SOCKET; i++) {
      expect((await socket.subscribe(`job:${i}:log`)).type).toBe('subscribed');
    }
    expect(await socket.subscribe('jobs')).toEqual({ type: 'error', code: 'TOO_MANY_SUBSCRIPTIONS', topic: 'jobs' });
    // Subscribing again to a held topic is not a new subscription.
    expect(await socket.subscribe('job:0:log')).toEqual({ type: 'subscribed', topic: 'job:0:log' });
    await socket.send({ type: 'unsubscribe', topic: 'job:0:log' });
    expect(await socket.subscribe('jobs')).toEqual({ type: 'subscribed', topic: 'jobs' });
  });

  it('closes the socket on an oversized message', async () => {
    const socket = await asUser(alice);
    const closed = socket.closed();
    socket.ws.send(JSON.stringify({ type: 'subscribe', topic: 'x'.repeat(10_000) }));
    expect(await closed).toBe(CLOSE_CODES.messageTooBig);
  });
});
