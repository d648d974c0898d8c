import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ToolManifest, ToolRequirement, ToolUnavailableCode } from '@biocloud/contracts';
import { compareVersions, findVersion } from './version';

/*
 * Whether each tool can run on this machine: every required binary is on PATH and reports at least its minimum
 * version. Checked once when the catalog is loaded, so a missing program shows in the tool list with the reason and
 * a submission is refused up front, instead of a job failing later. (With Slurm the check runs where the server runs;
 * the nodes are expected to carry the same packages.)
 */

export type Availability =
  | { available: true; versions: Record<string, string> }
  | { available: false; code: ToolUnavailableCode; params: Record<string, string> };

/** A version command should answer at once; a program waiting for input must not hold the start-up. */
const VERSION_TIMEOUT_MS = 10_000;
/** Enough of the output to find a version in. */
const VERSION_OUTPUT_MAX = 64 * 1024;
/** Version commands at once. */
const CHECK_CONCURRENCY = 4;

async function onPath(binary: string, searchPath: string): Promise<boolean> {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    try {
      await access(path.join(dir, binary), constants.X_OK);
      return true;
    } catch {
      // Not in this folder.
    }
  }
  return false;
}

/** stdout and stderr of a command, whatever its exit status (many tools print their version and exit 1). */
function commandOutput(argv: readonly string[]): Promise<string> {
  return new Promise((resolve) => {
    const [program, ...args] = argv;
    const child = spawn(program!, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: VERSION_TIMEOUT_MS });
    let output = '';
    const take = (chunk: Buffer) => {
      if (output.length < VERSION_OUTPUT_MAX) output += chunk.toString('utf8');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', () => resolve(output));
    child.on('close', () => resolve(output));
  });
}

async function checkRequirement(
  requirement: ToolRequirement,
  searchPath: string,
): Promise<{ ok: true; version: string } | Exclude<Availability, { available: true }>> {
  const binary = requirement.binary;
  if (!(await onPath(binary, searchPath))) {
    return { available: false, code: 'TOOL_BINARY_MISSING', params: { binary } };
  }
  const version = findVersion(await commandOutput(requirement.versionCommand), requirement.versionPattern);
  if (version === undefined) return { available: false, code: 'TOOL_VERSION_UNKNOWN', params: { binary } };
  if (compareVersions(version, requirement.minVersion) < 0) {
    return {
      available: false,
      code: 'TOOL_VERSION_TOO_OLD',
      params: { binary, version, minVersion: requirement.minVersion },
    };
  }
  return { ok: true, version };
}

/** Availability of every tool; each distinct requirement is checked once. */
export async function checkAvailability(
  tools: readonly ToolManifest[],
  searchPath = process.env.PATH ?? '',
): Promise<Map<string, Availability>> {
  const requirements = new Map<string, ToolRequirement>();
  for (const tool of tools) for (const r of tool.requires) requirements.set(JSON.stringify(r), r);
  const results = new Map<string, Awaited<ReturnType<typeof checkRequirement>>>();
  const queue = [...requirements];
  await Promise.all(
    Array.from({ length: CHECK_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        results.set(next[0], await checkRequirement(next[1], searchPath));
      }
    }),
  );
  const availability = new Map<string, Availability>();
  for (const tool of tools) {
    const versions: Record<string, string> = {};
    let verdict: Availability | undefined;
    for (const requirement of tool.requires) {
      const result = results.get(JSON.stringify(requirement))!;
      if ('ok' in result) versions[requirement.binary] = result.version;
      else {
        verdict = result;
        break;
      }
    }
    availability.set(tool.id, verdict ?? { available: true, versions });
  }
  return availability;
}
