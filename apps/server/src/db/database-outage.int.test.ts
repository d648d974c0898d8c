import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'basic-ftp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FtpCredentials } from '@biocloud/contracts';
import { login } from '../../test/factories';
import { freePort, startServerProcess, waitHealthy, type ServerProcess } from '../../test/server-process';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed/seed';
import { createDatabase } from './database';
import { embeddedDatabaseUrl } from './embedded';

/*
 * Review R6: kill -9 of the embedded PostgreSQL under write load. The server (a process of its own, embedded mode)
 * must live through every kill, answer 503 DATABASE_UNAVAILABLE with Retry-After while the database is down, get
 * its PostgreSQL back by itself, lose no acknowledged write, and say each outage once in its log.
 */

const ROUNDS = 5;
const WRITERS = 6;
/** Acknowledged writes between two kills, so every round kills PostgreSQL in the middle of a write load. */
const WRITES_PER_ROUND = 20;
const RECOVERY_LIMIT_MS = 15_000;
const PAUSE_AFTER_REFUSAL_MS = 100;

let server: ServerProcess;
let token: string;
let ftpPort: number;
let ftp: FtpCredentials;

beforeAll(async () => {
  ftpPort = await freePort();
  const pasvLow = 40_000 + Math.floor(Math.random() * 200) * 100;
  server = await startServerProcess({
    SEED_DEMO: 'true',
    // The demo account to log in with, not the demo project's first jobs: this test counts the outage's log lines,
    // and in a loaded run jobs ending through the kills added one (see the session note of 2026-11-29).
    SEED_DEMO_JOBS: 'false',
    FTP_ENABLED: 'true',
    FTP_PORT: String(ftpPort),
    FTP_PASV_RANGE: `${pasvLow}-${pasvLow + 99}`,
  });
  token = (await login(server.baseUrl, { username: DEMO_USERNAME, password: DEMO_PASSWORD })).token!;
  const res = await fetch(`${server.baseUrl}/api/v1/transfers/ftp-credentials`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: '{}',
  });
  ftp = (await res.json()) as FtpCredentials;
});
afterAll(() => server?.stop());

function postmasterPid(): number {
  return Number(readFileSync(path.join(server.varDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
  return condition();
}

/** FTP login and listing; the reply code of the refusal when it fails. */
async function ftpList(): Promise<number | 'ok'> {
  const client = new Client(10_000);
  try {
    await client.access({ host: '127.0.0.1', port: ftpPort, user: ftp.username, password: ftp.password });
    await client.list('/');
    return 'ok';
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  } finally {
    client.close();
  }
}

interface LogLine {
  level?: number;
  err?: { message?: string };
  msg?: string;
  time?: number;
}

function logLines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

it('lives through kill -9 of its PostgreSQL under write load, answers 503 meanwhile and loses no write', async () => {
  const acknowledged: string[] = [];
  const refusals: { code?: string; retryAfter: string | null }[] = [];
  const unexpected: string[] = [];
  let stopped = false;

  async function writer(id: number): Promise<void> {
    for (let n = 0; !stopped; n += 1) {
      try {
        const res = await fetch(`${server.baseUrl}/api/v1/files/folder`, {
          method: 'POST',
          headers: { token, lang: 'en', 'content-type': 'application/json' },
          body: JSON.stringify({ parentsUuid: '0', fileName: `w${id}-${n}` }),
          signal: AbortSignal.timeout(RECOVERY_LIMIT_MS),
        });
        const body = (await res.json()) as { fileUuid?: string; code?: string };
        if (res.status === 200) {
          acknowledged.push(body.fileUuid!);
          continue;
        }
        if (res.status === 503) refusals.push({ code: body.code, retryAfter: res.headers.get('retry-after') });
        else unexpected.push(`${res.status} ${body.code}`);
      } catch (error) {
        unexpected.push(String(error));
      }
      await sleep(PAUSE_AFTER_REFUSAL_MS);
    }
  }

  const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
  const recoveryMs: number[] = [];
  let lastKill = 0;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = acknowledged.length;
      expect(await until(() => acknowledged.length >= before + WRITES_PER_ROUND, 10_000)).toBe(true);
      const refusedBefore = refusals.length;
      process.kill(postmasterPid(), 'SIGKILL');
      lastKill = Date.now();
      expect(await until(() => refusals.length > refusedBefore, 5_000)).toBe(true);
      // FTP logins need the database too: refused while it is down, served again after.
      if (round === 0) expect(await ftpList()).not.toBe('ok');
      expect(await waitHealthy(server.baseUrl, () => server.alive(), RECOVERY_LIMIT_MS - (Date.now() - lastKill))).toBe(
        true,
      );
      recoveryMs.push(Date.now() - lastKill);
      expect(server.alive()).toBe(true);
    }
  } finally {
    stopped = true;
    await Promise.all(writers);
  }
  expect(await ftpList()).toBe('ok');
  console.log(
    `${ROUNDS} kills: ${acknowledged.length} acknowledged writes, ${refusals.length} refused with 503, ` +
      `healthy again after ${recoveryMs.join(', ')} ms, ${logLines().length} log lines`,
  );

  expect(unexpected).toEqual([]);
  expect(refusals.every((r) => r.code === 'DATABASE_UNAVAILABLE' && Number(r.retryAfter) > 0)).toBe(true);

  const { db } = createDatabase(embeddedDatabaseUrl(Number(server.env.EMBEDDED_PG_PORT)), 1);
  try {
    const stored = await db.selectFrom('files').select('uuid').where('uuid', 'in', acknowledged).execute();
    expect(stored.length).toBe(new Set(acknowledged).size);
  } finally {
    await db.destroy();
  }

  // The job engine lost its lock with each kill and takes it again; the LISTEN connection comes back (its back-off
  // may have grown over the rounds).
  const seenAfterLastKill = (msg: string) => logLines().some((l) => l.msg === msg && (l.time ?? 0) > lastKill);
  expect(await until(() => seenAfterLastKill('job engine started'), 15_000)).toBe(true);
  expect(await until(() => seenAfterLastKill('realtime listener reconnected'), 15_000)).toBe(true);

  // Each outage is said once when it starts and once when it ends, never once per failed request.
  const count = (msg: string) => logLines().filter((l) => l.msg === msg).length;
  expect(count('embedded PostgreSQL exited, restarting it')).toBe(ROUNDS);
  expect(count('embedded PostgreSQL restarted')).toBe(ROUNDS);
  expect(count('database unavailable')).toBe(ROUNDS);
  expect(count('database available again')).toBe(ROUNDS);
  // Any request failure logged with its stack (none expected): shown by its message.
  expect(
    logLines()
      .filter((l) => l.msg === 'request failed')
      .map((l) => l.err?.message),
  ).toEqual([]);
  const warnings = logLines().filter((l) => (l.level ?? 0) >= 40).length;
  expect(warnings).toBeLessThan(ROUNDS * 10);
});

/**
 * Binds `port` on every address (dual-stack), retrying while the dead postmaster's socket is being released; the
 * server's pool connecting meanwhile is cut at once, as by a port nobody listens on.
 */
async function holdPort(port: number): Promise<net.Server> {
  for (let tries = 0; ; tries += 1) {
    const blocker = net.createServer((socket) => socket.destroy());
    try {
      await new Promise<void>((resolve, reject) => {
        blocker.once('error', reject);
        blocker.listen(port, '::', resolve);
      });
      return blocker;
    } catch (error) {
      if (tries > 40) throw error;
      await sleep(10);
    }
  }
}

it('keeps trying to restart its PostgreSQL, backing off, until it can', async () => {
  // The port is taken while PostgreSQL is dead, so the first restarts fail (at 0.5, 1.5 and 3.5 s).
  process.kill(postmasterPid(), 'SIGKILL');
  const blocker = await holdPort(Number(server.env.EMBEDDED_PG_PORT));
  try {
    await sleep(4_000);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(503);
    expect(server.alive()).toBe(true);
  } finally {
    blocker.close();
  }
  expect(await waitHealthy(server.baseUrl, () => server.alive(), RECOVERY_LIMIT_MS)).toBe(true);
  const restarted = logLines().filter((l) => l.msg === 'embedded PostgreSQL restarted');
  expect((restarted.at(-1) as { attempts?: number }).attempts).toBeGreaterThanOrEqual(3);
});
