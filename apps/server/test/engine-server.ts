import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEngine, type Engine } from '../src/engine/engine';
import { startTestServer, type TestServer } from './test-server';

/** A catalog of test tools (sleep, spin, fail ...) for the engine's behaviour, beside the real one. */
export const TEST_CATALOG_DIR = path.join(import.meta.dirname, 'fixtures/test-catalog');

export interface EngineServer {
  server: TestServer;
  engine: Engine;
  /** VAR_DIR of the server: work dirs and blobs; a second server on it sees the same jobs and files. */
  varDir: string;
  /** Stops the engine and the server (jobs keep running); `keepVarDir` leaves VAR_DIR for a next server. */
  close(options?: { keepVarDir?: boolean }): Promise<void>;
}

/**
 * A test server with the job engine running (the dispatcher role of main.ts), a monitor that looks often, and its
 * own VAR_DIR (under the system temp folder, which Slurm's jobs on this machine can reach too).
 */
export async function startEngineServer(
  env: Record<string, string> = {},
  options: { dbUrl?: string; varDir?: string; removeVarDir?: boolean } = {},
): Promise<EngineServer> {
  let varDir = options.varDir;
  const removeVarDir = options.removeVarDir ?? !varDir;
  if (!varDir) {
    varDir = mkdtempSync(path.join(os.tmpdir(), 'biocloud-engine-'));
    chmodSync(varDir, 0o755);
  }
  const server = await startTestServer(
    { VAR_DIR: varDir, MONITOR_INTERVAL_MS: '100', ...env },
    options.dbUrl ? { dbUrl: options.dbUrl } : {},
  );
  const engine = await startEngine({
    config: server.config,
    db: server.db,
    dbUrl: server.dbUrl,
    logger: pino({ level: process.env.ENGINE_TEST_LOG ?? 'silent' }),
    realtime: server.realtime,
    services: server.services,
  });
  return {
    server,
    engine,
    varDir,
    async close({ keepVarDir = false } = {}) {
      await engine.stop();
      await server.close();
      if (removeVarDir && !keepVarDir) rmSync(varDir, { recursive: true, force: true });
    },
  };
}
