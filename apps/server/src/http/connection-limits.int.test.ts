import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_FILE_UUID_HEADER } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../test/file-api';
import type { TestServer } from '../../test/test-server';
import { sha256Hex, tusClient, type TusClient } from '../../test/tus-api';

/*
 * Slow clients on raw sockets, against timeouts lowered so each case takes seconds: headers that never end, a body
 * that stalls, a body that is slow but keeps moving, and more connections from one address than it may hold.
 */

const HEADERS_TIMEOUT_MS = 1000;
const BODY_IDLE_TIMEOUT_MS = 1000;
const MAX_CONNECTIONS = 4;

let server: TestServer;
let alice: FileClient;
let tus: TusClient;

beforeAll(async () => {
  ({ server } = await startFilesServer({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_BODY_IDLE_TIMEOUT_MS: String(BODY_IDLE_TIMEOUT_MS),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
  }));
  alice = await loggedIn(server);
  tus = tusClient(server.baseUrl, alice.token);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection that records what the server wrote and when it closed (ms after opening). */
interface RawConnection {
  socket: net.Socket;
  received(): string;
  closedAfterMs(): number | undefined;
  /** Writes `chunks` one by one, `intervalMs` apart, until they run out or the server closes. */
  trickle(chunks: readonly (string | Buffer)[], intervalMs: number): Promise<void>;
}

/** From its own loopback address, so the cap counts these sockets apart from the test's fetch calls. */
async function connect(localAddress = '127.0.0.2', to: TestServer = server): Promise<RawConnection> {
  const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(to.baseUrl).port), localAddress });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const opened = Date.now();
  let data = '';
  let closedAt: number | undefined;
  socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now() - opened));
  return {
    socket,
    received: () => data,
    closedAfterMs: () => closedAt,
    async trickle(chunks, intervalMs) {
      for (const chunk of chunks) {
        if (closedAt !== undefined || socket.destroyed) return;
        socket.write(chunk);
        await sleep(intervalMs);
      }
    },
  };
}

const closed = (connection: RawConnection, timeout: number) =>
  expect.poll(() => connection.closedAfterMs(), { timeout, interval: 50 }).toBeDefined();

describe('slow clients', () => {
  it('answers 408 and closes when the headers do not arrive in time', async () => {
    const connection = await connect();
    const header = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(40);
    // One byte every 200 ms: the headers would take 10 s to end.
    void connection.trickle([...header], 200);
    // The timeout plus one checking period of Node (a quarter of it), with room for a loaded machine.
    await closed(connection, 4 * HEADERS_TIMEOUT_MS);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a request whose body stops coming (one byte every two idle timeouts)', async () => {
    const connection = await connect();
    connection.socket.write(
      'POST /api/v1/files/list HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `token: ${alice.token}\r\nContent-Length: 100000\r\n\r\n{`,
    );
    void connection.trickle(
      Array.from({ length: 20 }, () => ' '),
      2 * BODY_IDLE_TIMEOUT_MS,
    );
    await closed(connection, 5 * BODY_IDLE_TIMEOUT_MS);
    expect(connection.closedAfterMs()).toBeGreaterThanOrEqual(BODY_IDLE_TIMEOUT_MS - 50);
    // Cut, not answered: the client had sent only part of what it announced.
    expect(connection.received()).toBe('');
  });

  it('lets an upload that keeps moving outlast the idle timeout many times, and keeps a stalled one for resuming', async () => {
    const content = randomBytes(32);
    const url = await tus.start(content, { filename: 'slow.bin', parentsUuid: '0' });
    const patchHead = (offset: number, length: number) =>
      `PATCH ${url} HTTP/1.1\r\nHost: localhost\r\ntoken: ${alice.token}\r\nTus-Resumable: 1.0.0\r\n` +
      `Content-Type: application/offset+octet-stream\r\nUpload-Offset: ${offset}\r\nContent-Length: ${length}\r\n\r\n`;

    // Half the file, then silence: cut after the idle timeout, and the half is kept.
    const stalled = await connect();
    stalled.socket.write(patchHead(0, content.length));
    stalled.socket.write(content.subarray(0, 16));
    await closed(stalled, 5 * BODY_IDLE_TIMEOUT_MS);
    await expect.poll(() => tus.offset(url), { timeout: 5000 }).toBe(16);

    // The other half at one byte every 250 ms: 4 s of body, four idle timeouts, never idle for one.
    const moving = await connect();
    moving.socket.write(patchHead(16, 16));
    const started = Date.now();
    await moving.trickle(
      [...content.subarray(16)].map((byte) => Buffer.from([byte])),
      BODY_IDLE_TIMEOUT_MS / 4,
    );
    await expect.poll(() => moving.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 204/);
    expect(Date.now() - started).toBeGreaterThan(3 * BODY_IDLE_TIMEOUT_MS);
    expect(moving.closedAfterMs()).toBeUndefined();
    const fileUuid = new RegExp(`${TUS_FILE_UUID_HEADER}: ([\\w-]+)`, 'i').exec(moving.received())?.[1];
    expect(fileUuid).toBeTruthy();
    const stored = await fetch(`${server.baseUrl}/api/v1/files/${fileUuid}/download`, {
      headers: { token: alice.token },
    });
    expect(sha256Hex(Buffer.from(await stored.arrayBuffer()))).toBe(sha256Hex(content));
    moving.socket.destroy();
  });

  it('closes connections of one address past the cap at once, and takes new ones when some close', async () => {
    const address = '127.0.0.3';
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect(address)));
    const extra = await connect(address);
    await closed(extra, 2000);
    expect(held.every((c) => c.closedAfterMs() === undefined)).toBe(true);

    held[0]!.socket.destroy();
    await expect.poll(() => held[0]!.closedAfterMs()).toBeDefined();
    // The server sees the close a moment later: retry until a fresh connection is served.
    await expect
      .poll(
        async () => {
          const fresh = await connect(address);
          fresh.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
          await expect.poll(() => fresh.closedAfterMs(), { timeout: 2000 }).toBeDefined();
          return fresh.received().slice(0, 15);
        },
        { timeout: 5000 },
      )
      .toBe('HTTP/1.1 200 OK');
    for (const connection of held) connection.socket.destroy();
  });
});

describe('a minimum body rate', () => {
  const MIN_BYTES_PER_SECOND = 100;
  const WINDOW_MS = 1000;
  let rated: TestServer;
  let bob: FileClient;

  beforeAll(async () => {
    ({ server: rated } = await startFilesServer({
      HTTP_BODY_IDLE_TIMEOUT_MS: String(BODY_IDLE_TIMEOUT_MS),
      HTTP_BODY_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
      HTTP_BODY_MIN_RATE_WINDOW_MS: String(WINDOW_MS),
    }));
    bob = await loggedIn(rated);
  });
  afterAll(() => rated.close());

  it('cuts a body that trickles (never idle, far below the rate) with a 408 that says why', async () => {
    const connection = await connect('127.0.0.4', rated);
    connection.socket.write(
      'POST /api/v1/files/list HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nlang: en\r\n' +
        `token: ${bob.token}\r\nContent-Length: 100000\r\n\r\n{`,
    );
    // One byte every quarter of the idle timeout: the idle timeout alone never fires (the review's 1 byte / 15 s).
    void connection.trickle(
      Array.from({ length: 400 }, () => ' '),
      BODY_IDLE_TIMEOUT_MS / 4,
    );
    await closed(connection, 20 * WINDOW_MS);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    const body = JSON.parse(connection.received().split('\r\n\r\n')[1]!) as { code: string; message: string };
    expect(body).toEqual({
      code: 'BODY_TOO_SLOW',
      message: `The request body arrived slower than ${MIN_BYTES_PER_SECOND} bytes a second and was cut off; check the connection and try again`,
    });
  });

  it('lets a body that comes at once through', async () => {
    const answer = await bob.post('/api/v1/files/list', { fileUuid: '0' });
    expect(answer.status).toBe(200);
  });
});
