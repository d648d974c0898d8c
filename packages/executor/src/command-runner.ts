import { execFile } from 'node:child_process';

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one program with its arguments, never through a shell. Resolves with the exit code, whatever it is (callers
 * read Slurm's refusals from stderr); rejects only when the program could not be run or did not finish in time.
 */
export type CommandRunner = (
  command: string,
  args: readonly string[],
  options?: { env?: Record<string, string> },
) => Promise<CommandResult>;

export interface ExecFileRunnerOptions {
  /** A scheduler command that hangs (controller unreachable) is given up after this long. */
  timeoutMs?: number;
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 60_000;
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export function execFileRunner(options: ExecFileRunnerOptions = {}): CommandRunner {
  const timeout = options.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
  return (command, args, runOptions) =>
    new Promise((resolve, reject) => {
      execFile(
        command,
        args,
        { timeout, maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', ...(runOptions?.env && { env: runOptions.env }) },
        (error, stdout, stderr) => {
          if (error === null) {
            resolve({ exitCode: 0, stdout, stderr });
          } else if (typeof error.code === 'number') {
            resolve({ exitCode: error.code, stdout, stderr });
          } else {
            const why = error.killed ? `timed out after ${timeout} ms` : error.message;
            reject(new Error(`${command} ${args.join(' ')}: ${why}`, { cause: error }));
          }
        },
      );
    });
}
