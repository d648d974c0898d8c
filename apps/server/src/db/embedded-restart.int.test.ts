import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, runServerToExit, startServerProcess, type ServerProcess } from '../../test/server-process';

/*
 * Review R1c: after kill -9 of the server its embedded PostgreSQL lives on and holds the data folder; a plain start
 * then died printing `undefined`. Now a start stops that leftover and comes up, and a start that fails says why.
 */

const ROUNDS = 5;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server?.stop());

const pidFile = () => path.join(server.varDir, 'pgdata', 'postmaster.pid');
const postmasterPid = () => Number(readFileSync(pidFile(), 'utf8').split('\n', 1)[0]);

function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

it('comes up again after each kill -9, stopping the PostgreSQL the killed run left', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const leftover = postmasterPid();
    await server.kill();
    expect(running(leftover)).toBe(true);
    await server.restart();
    expect(running(leftover)).toBe(false);
    expect(postmasterPid()).not.toBe(leftover);
  }
  const stopped = server.output().match(/stopping the PostgreSQL that an earlier run left/g) ?? [];
  expect(stopped.length).toBe(ROUNDS);

  // SIGTERM still stops its PostgreSQL cleanly: the postmaster is gone and removed its pid file.
  const last = postmasterPid();
  await server.stop();
  expect(running(last)).toBe(false);
  expect(existsSync(pidFile())).toBe(false);
  // In that order: the server's own shutdown stops PostgreSQL last, after the pool, so no outage is reported.
  expect(server.output()).not.toContain('database unavailable');
});

it('prints the real cause when its PostgreSQL cannot start, and exits non-zero', async () => {
  // The data folder of the test above, and its PostgreSQL port taken (dual-stack, so neither address can be bound).
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(Number(server.env.EMBEDDED_PG_PORT), '::', resolve));
  try {
    const { code, output } = await runServerToExit({ ...server.env, PORT: String(await freePort()) });
    expect(code).not.toBe(0);
    expect(output).toContain('The server could not start');
    expect(output).toMatch(/PostgreSQL did not start[^]*(Address already in use|could not create any TCP\/IP sockets)/);
  } finally {
    blocker.close();
  }
});

it('prints the real cause when DATABASE_URL does not answer', async () => {
  const closedPort = await freePort();
  const { code, output } = await runServerToExit({
    ...server.env,
    PORT: String(await freePort()),
    DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${closedPort}/nothing`,
  });
  expect(code).not.toBe(0);
  expect(output).toContain('The server could not start');
  expect(output).toContain(`ECONNREFUSED 127.0.0.1:${closedPort}`);
});
