import { spawn } from 'node:child_process';

/** Runs programs for the references (dd, tail | head, cat, sbatch, seqkit): no shell unless asked for. */

export interface RunOptions {
  cwd?: string;
  /** 'discard': the program writes to /dev/null, as `> /dev/null` would (the output is not read by us). */
  stdout?: 'capture' | 'discard';
}

/** Runs a program to its end; a non-zero exit is an error carrying what it said on stderr. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', options.stdout === 'discard' ? 'ignore' : 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out).toString());
      const said = Buffer.concat(err).toString().trim();
      reject(new Error(`${command} ${args.join(' ').slice(0, 200)} ended with ${code ?? signal}: ${said}`));
    });
  });
}

/** Whether a program is on PATH. */
export async function hasCommand(name: string): Promise<boolean> {
  try {
    await run('sh', ['-c', 'command -v "$1"', 'sh', name]);
    return true;
  } catch {
    return false;
  }
}
