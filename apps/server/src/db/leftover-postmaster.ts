import { readFileSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

/*
 * The embedded PostgreSQL is a child of the server but outlives a server killed with SIGKILL, holding the data folder
 * (postmaster.pid) and the port: the next start would fail. Such a leftover is stopped the way `pg_ctl stop` does.
 * A postmaster.pid whose process is gone is left to PostgreSQL, which removes it itself.
 */

/** Fast shutdown (SIGINT) ends the sessions and checkpoints; normally well under a second. */
const FAST_SHUTDOWN_WAIT_MS = 15_000;
/** Immediate shutdown (SIGQUIT), then SIGKILL: the data stays consistent either way (crash recovery at start). */
const LAST_RESORT_WAIT_MS = 5_000;
const POLL_MS = 50;

/** The PID in `postmaster.pid` (its first line) when that process is a postgres running on `dataDir`. */
export function leftoverPostmaster(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    // A postmaster's working directory is its data folder; `comm` tells a postgres from a process that got the PID.
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return comm === 'postgres' && readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dataDir) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Gone, or a zombie that its new parent has not reaped yet. */
function exited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, waitMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return exited(pid);
  }
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (exited(pid)) return true;
    await sleep(POLL_MS);
  }
  return exited(pid);
}

/** Stops a postmaster an earlier run left on `dataDir`; throws if it will not go. */
export async function stopLeftoverPostmaster(dataDir: string, logger: Pick<Logger, 'warn'>): Promise<void> {
  const pid = leftoverPostmaster(dataDir);
  if (pid === undefined) return;
  logger.warn({ pid, dataDir }, 'stopping the PostgreSQL that an earlier run left on this data folder');
  for (const [signal, waitMs] of [
    ['SIGINT', FAST_SHUTDOWN_WAIT_MS],
    ['SIGQUIT', LAST_RESORT_WAIT_MS],
    ['SIGKILL', LAST_RESORT_WAIT_MS],
  ] as const) {
    if (await signalAndWait(pid, signal, waitMs)) return;
  }
  throw new Error(`the PostgreSQL left on ${dataDir} (PID ${pid}) does not stop`);
}
