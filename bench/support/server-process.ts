import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '@biocloud/server/src/config';
import { createDatabase, type Database } from '@biocloud/server/src/db/database';
import { startEmbeddedPostgres } from '@biocloud/server/src/db/embedded';
import { createLogger } from '@biocloud/server/src/logger';
import { freePort, withTempDir } from '../harness';
import { loginDemo, type DemoUser } from './demo-user';

/*
 * The real server (apps/server/src/main.ts) as a process of its own, the way `npm start` runs it, over an embedded
 * PostgreSQL in the bench's temp dir. Its own process keeps the bench's client work off the server's event loop and
 * lets its memory be read from /proc. The bench keeps a database connection of its own to set up rows and to run
 * reference SQL.
 */

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  db: Database;
  dbUrl: string;
  storageDir: string;
  user: DemoUser;
  /** Resident memory of the server process now, in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;
const mainScript = path.join(repoRoot, 'apps/server/src/main.ts');

/** Runs `work` against a server started in a temporary folder (see startServerProcess), stopped and removed after. */
export function withServerProcess<T>(
  prefix: string,
  work: (server: ServerProcess, dir: string) => Promise<T>,
): Promise<T> {
  return withTempDir(prefix, async (dir) => {
    const server = await startServerProcess(dir);
    try {
      return await work(server, dir);
    } finally {
      await server.stop();
    }
  });
}

/** Starts the server with the files area only: no FTP, no job engine, no background metadata work. */
export async function startServerProcess(dir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pgdata'),
    port: await freePort(),
    logger: createLogger({ LOG_LEVEL: 'silent' }),
  });
  const storageDir = path.join(dir, 'storage');
  const port = await freePort();
  let child: ChildProcess | undefined;
  let db: Database | undefined;
  try {
    child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: pg.url,
        VAR_DIR: path.join(dir, 'var'),
        STORAGE_DIR: storageDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        FTP_ENABLED: 'false',
        DISPATCHER_ENABLED: 'false',
        // Format metadata of big files would read them whole in the background, beside the requests measured.
        METADATA_WORKERS: '0',
        SEED_DEMO: 'true',
        ...env,
      },
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, child);
    db = createDatabase(pg.url, 4).db;
    const user = await loginDemo(baseUrl, db);
    const server = child;
    const database = db;
    return {
      baseUrl,
      pid: server.pid!,
      db: database,
      dbUrl: pg.url,
      storageDir,
      user,
      rssBytes: () => rssOf(server.pid!),
      async stop() {
        await stopChild(server);
        await database.destroy();
        await pg.stop();
      },
    };
  } catch (error) {
    if (child) await stopChild(child);
    await db?.destroy();
    await pg.stop();
    throw error;
  }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** VmRSS of a process, from /proc. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
