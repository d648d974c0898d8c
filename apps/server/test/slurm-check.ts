import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Why Slurm cannot run tests here, or undefined when a node is usable (scripts/slurm-up.sh starts a one-node
 * cluster). Suites skip without it unless REQUIRE_SLURM=1 (CI), which turns its absence into a failure.
 */
export async function slurmProblem(): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('sinfo', ['--noheader', '--format=%t'], { timeout: 10_000 });
    const states = stdout.split('\n').filter(Boolean);
    return states.some((state) => /^(idle|mix|alloc)/.test(state))
      ? undefined
      : `no usable Slurm node (sinfo: ${states.join(', ') || 'none'})`;
  } catch (error) {
    const said = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
    return `sinfo failed: ${said || (error instanceof Error ? error.message : String(error))}`;
  }
}

export const SLURM_REQUIRED = process.env.REQUIRE_SLURM === '1';
