import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';

/**
 * The real server as a separate OS process (`node main.ts`, as `npm start` runs it), for tests that kill it with
 * SIGKILL and start it again over the same VAR_DIR and database: crashes cannot be produced inside the test process.
 */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly port: number;
  readonly varDir: string;
  /** The env it was started with; `restart()` reuses it. */
  readonly env: Record<string, string>;
  /** PID of the node process serving the API (no wrapper in between). */
  readonly pid: number;
  /** Everything the process wrote to stdout and stderr, across restarts. */
  output(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  /** SIGKILL, and wait until the process is gone (children it started, e.g. the embedded PostgreSQL, are left). */
  kill(): Promise<void>;
  /** Start it again with the same env and wait until healthy. */
  restart(): Promise<void>;
  /** SIGTERM and wait for the exit (the graceful shutdown path). */
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the kernel picks it; a tiny race with other binders is acceptable in tests). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const NODE = path.join(repoRoot, 'node_modules/.bin/node');
const MAIN = path.join(repoRoot, 'apps/server/src/main.ts');
/** What main.ts prints once every role has started. */
const READY_LINE = 'Console ready at';

/** Polls GET /api/health until it answers 200, the process exits, or the time is up. */
export async function waitHealthy(baseUrl: string, isAlive: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Starts the server with its embedded defaults under a fresh VAR_DIR (or `DATABASE_URL` from `env`), on free ports,
 * FTP off and no demo data unless `env` says otherwise; resolves once /api/health answers 200 and the start says it is ready.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const varDir = env.VAR_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'biocloud-proc-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach VAR_DIR/pgdata.
  if (!env.VAR_DIR) chmodSync(varDir, 0o755);
  const fullEnv: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(port),
    VAR_DIR: varDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    FTP_ENABLED: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...env,
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  let log = '';
  let child: ChildProcess;
  let exited = true;

  async function launch(): Promise<void> {
    child = spawn(NODE, ['--import', 'tsx', MAIN], {
      cwd: repoRoot,
      env: { ...process.env, ...fullEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = false;
    child.once('exit', () => (exited = true));
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const from = log.length;
    const started = Date.now();
    // Healthy answers come once the API listens; the other roles (FTP, engine) and what the start prints (generated
    // passwords) follow, and the start is complete when it says it is ready.
    const ready = async () => {
      if (!(await waitHealthy(baseUrl, () => !exited, startTimeoutMs))) return false;
      while (!log.includes(READY_LINE, from)) {
        if (exited || Date.now() - started > startTimeoutMs) return false;
        await new Promise((r) => setTimeout(r, 50));
      }
      return true;
    };
    if (!(await ready())) {
      if (!exited) child.kill('SIGKILL');
      throw new Error(`server did not become ready at ${baseUrl}; its output:\n${log.slice(-4_000)}`);
    }
  }

  async function waitExit(): Promise<void> {
    if (exited) return;
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  }

  await launch();
  return {
    baseUrl,
    port,
    varDir,
    env: fullEnv,
    get pid() {
      return child.pid!;
    },
    output: () => log,
    alive: () => !exited,
    async kill() {
      if (!exited) child.kill('SIGKILL');
      await waitExit();
    },
    async restart() {
      await waitExit();
      await launch();
    },
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await waitExit();
    },
  };
}

/** Runs the server with exactly `env` (over this process's) until it exits, for start failures; SIGKILL after `timeoutMs`. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(NODE, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}
