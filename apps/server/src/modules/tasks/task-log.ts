import { logFileSize } from './log-file-size';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { STDERR_LOG, STDOUT_LOG } from '@biocloud/executor';
import {
  TASK_LOG_FULL,
  TASK_LOG_FULL_MAX_BYTES,
  TASK_LOG_TAIL_BYTES,
  TASK_LOG_TAIL_LINES,
  type TaskLogResponse,
} from '@biocloud/contracts';
import { readInputLinks } from './input-links';
import { redactServerPaths } from './log-redaction';

/*
 * A job's log is what its program wrote to stdout.log and stderr.log in the work dir. Only the end of each file is
 * read (one seek), so the log of a job that wrote gigabytes costs what the page shows.
 */

interface Tail {
  text: string;
  size: number;
  truncated: boolean;
}

/** The last `maxBytes` of a file, starting at a line start when cut; empty when the file does not exist. */
export async function readTail(file: string, maxBytes: number): Promise<Tail> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { text: '', size: 0, truncated: false };
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, maxBytes);
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, size - length);
    let bytes = buffer.subarray(0, bytesRead);
    const truncated = length < size;
    if (truncated) {
      // Drop the partial first line (which may also start inside a multi-byte character).
      const newline = bytes.indexOf(0x0a);
      bytes = newline >= 0 ? bytes.subarray(newline + 1) : bytes;
    }
    return { text: bytes.toString('utf8'), size, truncated };
  } finally {
    await handle.close();
  }
}

/** The last `lines` lines of a tail (a final line break does not count as a line of its own). */
export function lastLines(tail: Tail, lines: number): Tail {
  let at = tail.text.length - (tail.text.endsWith('\n') ? 1 : 0);
  for (let n = 0; n < lines; n += 1) {
    at = tail.text.lastIndexOf('\n', at - 1);
    if (at < 0) return tail;
  }
  return { ...tail, text: tail.text.slice(at + 1), truncated: true };
}

/** How a budget is shared between two logs: each gets half, and what one does not need goes to the other. */
export function shareBudget(budget: number, sizeA: number, sizeB: number): [number, number] {
  const a = Math.min(sizeA, Math.max(Math.floor(budget / 2), budget - sizeB));
  return [a, Math.min(sizeB, budget - a)];
}

export function joinLogs(stdout: string, stderr: string): string {
  if (stdout === '' || stderr === '') return stdout + stderr;
  return `==> stdout <==\n${stdout}${stdout.endsWith('\n') ? '' : '\n'}==> stderr <==\n${stderr}`;
}

/**
 * The log answer for a work dir (null: the job has not started, so there is none): the end of each stream, at most
 * `tailLines` lines of it unless the full log is asked for, with the server's paths shown relative to the work dir
 * and the stored files behind its inputs as the inputs' names.
 */
export async function readTaskLog(
  workDir: string | null,
  loadLog: number,
  tailLines = TASK_LOG_TAIL_LINES,
): Promise<TaskLogResponse> {
  if (!workDir) {
    return { logStr: '', stdout: '', stderr: '', exists: false, truncated: false, stdoutSize: 0, stderrSize: 0 };
  }
  const files = [path.join(workDir, STDOUT_LOG), path.join(workDir, STDERR_LOG)] as const;
  const budget = loadLog === TASK_LOG_FULL ? TASK_LOG_FULL_MAX_BYTES : TASK_LOG_TAIL_BYTES;
  const [outBudget, errBudget] = shareBudget(budget, await logFileSize(files[0]), await logFileSize(files[1]));
  const full = loadLog === TASK_LOG_FULL;
  const inputs = await readInputLinks(workDir);
  const read = async (file: string, bytes: number) => {
    const tail = await readTail(file, bytes);
    const kept = full ? tail : lastLines(tail, tailLines);
    return { ...kept, text: redactServerPaths(kept.text, workDir, inputs) };
  };
  const [stdout, stderr] = await Promise.all([read(files[0], outBudget), read(files[1], errBudget)]);
  return {
    logStr: joinLogs(stdout.text, stderr.text),
    stdout: stdout.text,
    stderr: stderr.text,
    exists: stdout.size + stderr.size > 0,
    truncated: stdout.truncated || stderr.truncated,
    stdoutSize: stdout.size,
    stderrSize: stderr.size,
  };
}
