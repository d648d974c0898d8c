/**
 * The files a job leaves in its work dir, shared by the wrapper (which writes most of them) and both executors (which
 * read them). They are the executors' only memory: a job's outcome survives a restart of the server.
 */
import { constants as osConstants } from 'node:os';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ExecutorError } from './executor-error';
import {
  exitReasonCodes,
  type ExecutorStatus,
  type ExitReason,
  type ExitReasonCode,
  type ResourceUsage,
} from './executor';

/** Everything the executor writes goes under this folder of the work dir, apart from the program's two logs. */
export const JOB_DIR = '.biocloud';

export const JOB_FILES = {
  /** The wrapper script (wrapper.ts); creating it claims the work dir. */
  script: 'run.sh',
  /** Written by the wrapper when it starts: pid, pgid, host, start time. */
  marker: 'pid',
  /** Written by the wrapper last, atomically, when the program has ended: its exit status. */
  exitCode: 'exit_code',
  /** Peak memory and CPU time, from /usr/bin/time or the shell's `times`. */
  usage: 'usage',
  /** Why the job was stopped (code on the first line, message on the second); the first writer wins. */
  reason: 'reason',
  /** Local only: when a suspension began, and the seconds spent suspended so far (not counted by the time limit). */
  suspendedAt: 'suspended_at',
  suspendedSeconds: 'suspended_seconds',
  /** The wrapper's own output, and under Slurm the scheduler's messages about the job. */
  wrapperLog: 'wrapper.log',
} as const;
export type JobFile = keyof typeof JOB_FILES;

/** The program's output, in the work dir itself where the log API reads it. */
export const STDOUT_LOG = 'stdout.log';
export const STDERR_LOG = 'stderr.log';

export function jobFilePath(workDir: string, file: JobFile): string {
  return path.join(workDir, JOB_DIR, JOB_FILES[file]);
}

export interface JobMarker {
  pid: number;
  pgid: number;
  host: string;
  startedAt?: Date;
}

/** Everything the work dir says about how a job ended; empty while it runs. */
export interface JobRecord {
  exitCode?: number;
  endedAt?: Date;
  reason?: ExitReason;
  marker?: JobMarker;
  usage?: ResourceUsage;
}

function parseKeyValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) values.set(line.slice(0, eq).trim(), line.slice(eq + 1).trim());
  }
  return values;
}

function toInt(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export function parseMarker(text: string): JobMarker | undefined {
  const values = parseKeyValues(text);
  const pid = toInt(values.get('pid'));
  const pgid = toInt(values.get('pgid'));
  if (pid === undefined || pgid === undefined) return undefined;
  const startedMs = toInt(values.get('started_at_ms'));
  return {
    pid,
    pgid,
    host: values.get('host') ?? '',
    ...(startedMs !== undefined && { startedAt: new Date(startedMs) }),
  };
}

export function parseExitCode(text: string): number | undefined {
  const code = toInt(text.trim());
  return code !== undefined && code <= 255 ? code : undefined;
}

function seconds(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
}

/** `times` prints "<user> <system>" for the shell, then for its children, as `1m2.345s` (dash) or `1m2.345s` (bash). */
function parseTimesLine(line: string): number | undefined {
  const parts = [...line.matchAll(/(\d+)m(\d+(?:\.\d+)?)s/g)];
  if (parts.length !== 2) return undefined;
  return parts.reduce((sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs), 0);
}

export function parseUsage(text: string): ResourceUsage | undefined {
  const values = parseKeyValues(text);
  const source = values.get('source');
  if (source === 'gnu-time') {
    const user = seconds(values.get('user_s'));
    const system = seconds(values.get('sys_s'));
    if (user === undefined || system === undefined) return undefined;
    const peak = toInt(values.get('max_rss_kb'));
    return { source, cpuSeconds: round(user + system), ...(peak !== undefined && { peakMemoryKb: peak }) };
  }
  if (source === 'sh-times') {
    const lines = text.split('\n').filter((line) => line.includes('m') && line.includes('s') && !line.includes('='));
    const children = lines[1] === undefined ? undefined : parseTimesLine(lines[1]);
    return children === undefined ? undefined : { source, cpuSeconds: round(children) };
  }
  return undefined;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function formatReason(reason: ExitReason): string {
  return `${reason.code}\n${reason.message.replaceAll('\n', ' ')}\n`;
}

export function parseReason(text: string): ExitReason | undefined {
  const [code, message = ''] = text.split('\n');
  const known = exitReasonCodes.find((candidate) => candidate === code?.trim());
  return known === undefined ? undefined : { code: known, message: message.trim() || known };
}

const SIGNAL_NAMES = new Map<number, string>(
  Object.entries(osConstants.signals).map(([name, signal]) => [signal, name] as const),
);

/** The shell reports a program killed by signal n as 128 + n; the signal says why it died when nothing else did. */
export function reasonFromExitCode(exitCode: number): ExitReason | undefined {
  if (exitCode <= 128 || exitCode > 128 + 64) return undefined;
  const signal = exitCode - 128;
  const name = SIGNAL_NAMES.get(signal) ?? `signal ${signal}`;
  if (name === 'SIGXCPU') return { code: 'cpu_limit', message: 'CPU time limit reached (SIGXCPU)' };
  if (name === 'SIGXFSZ') return { code: 'output_limit', message: 'file size limit reached (SIGXFSZ)' };
  const hint = name === 'SIGKILL' ? ' (for example by the out-of-memory killer)' : '';
  return { code: 'signal', message: `killed by ${name}${hint}` };
}

/** The status of a job whose program has ended; `override` is the scheduler's explanation when it has one. */
export function exitedStatus(record: JobRecord, override?: ExitReason): ExecutorStatus {
  const reason =
    override ?? record.reason ?? (record.exitCode === undefined ? undefined : reasonFromExitCode(record.exitCode));
  return {
    state: 'exited',
    ...(record.exitCode !== undefined && { exitCode: record.exitCode }),
    ...(reason && { reason }),
    ...(record.marker?.startedAt && { startedAt: record.marker.startedAt }),
    ...(record.endedAt && { endedAt: record.endedAt }),
    ...(record.usage && { usage: record.usage }),
  };
}

export function lostStatus(message: string, record: JobRecord = {}): ExecutorStatus {
  return {
    state: 'lost',
    reason: { code: 'lost', message },
    ...(record.marker?.startedAt && { startedAt: record.marker.startedAt }),
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export async function readJobFile(workDir: string, file: JobFile): Promise<string | undefined> {
  try {
    return await readFile(jobFilePath(workDir, file), 'utf8');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Reads what the work dir records. The exit code is read first: the wrapper writes it last. */
export async function readJobRecord(workDir: string): Promise<JobRecord> {
  const record: JobRecord = {};
  const exitText = await readJobFile(workDir, 'exitCode');
  if (exitText !== undefined) {
    record.exitCode = parseExitCode(exitText);
    record.endedAt = (await stat(jobFilePath(workDir, 'exitCode'))).mtime;
    const usage = await readJobFile(workDir, 'usage');
    if (usage !== undefined) record.usage = parseUsage(usage);
  }
  const [reason, marker] = await Promise.all([readJobFile(workDir, 'reason'), readJobFile(workDir, 'marker')]);
  if (reason !== undefined) record.reason = parseReason(reason);
  if (marker !== undefined) record.marker = parseMarker(marker);
  return record;
}

/**
 * Creates `.biocloud/run.sh` if and only if it does not exist yet. A work dir runs one job: a second submit for the
 * same dir (a retried request, a race between two server instances) fails here instead of running the task twice.
 */
export async function claimWorkDir(workDir: string, script: string): Promise<string> {
  await mkdir(path.join(workDir, JOB_DIR), { recursive: true });
  const scriptPath = jobFilePath(workDir, 'script');
  try {
    await writeFile(scriptPath, script, { flag: 'wx', mode: 0o755 });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      throw new ExecutorError('WORK_DIR_IN_USE', `${workDir} already holds a job (${scriptPath} exists)`);
    }
    throw error;
  }
  return scriptPath;
}

/** Records why a job is being stopped unless something already did: the first explanation is the true one. */
export async function writeReasonOnce(workDir: string, code: ExitReasonCode, message: string): Promise<void> {
  try {
    await writeFile(jobFilePath(workDir, 'reason'), formatReason({ code, message }), { flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
}

/** Readers never see half a file: write beside it, then rename over it. */
export async function writeJobFileAtomically(workDir: string, file: JobFile, content: string): Promise<void> {
  const target = jobFilePath(workDir, file);
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, content);
  await rename(temp, target);
}
