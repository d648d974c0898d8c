import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * What every bench reports: the subject's measurement, a reference measured in the same run on the same machine,
 * their ratio and the target it is judged against. Results are printed and written to bench/results/, never
 * asserted: timings depend on the machine and its load, so they inform and never gate.
 */

/** One side of a comparison: the figure the ratio compares, and more figures shown beside it. */
export interface BenchSide {
  label: string;
  value: number;
  unit: string;
  /** Printed after the value, e.g. { 'p50 ms': 3.1 }. */
  details?: Record<string, number>;
}

/**
 * `higher`: the sides are throughputs; the ratio subject / reference must reach `ratio`.
 * `lower`: the sides are times; the subject must stay within `ratio` x the reference plus `allowance` (in the sides'
 * unit), as in "within 2x + 2 ms".
 */
export interface BenchTarget {
  better: 'higher' | 'lower';
  ratio: number;
  allowance?: number;
}

/** A target of its own beside the ratio: an absolute figure such as a warm latency or the growth of memory. */
export interface BenchCheck {
  label: string;
  value: number;
  unit: string;
  limit: number;
  better: 'higher' | 'lower';
  pass: boolean;
}

export interface BenchResult {
  name: string;
  subject: BenchSide;
  reference: BenchSide;
  /** subject / reference (for interleaved rounds, the median of the rounds' ratios). */
  ratio: number;
  target: BenchTarget;
  pass: boolean;
  checks: BenchCheck[];
  /** Per-round figures when subject and reference ran in alternating rounds. */
  rounds?: { subject: number; reference: number; ratio: number; ceiling?: number; ceilingRatio?: number }[];
  /**
   * The same work done natively (support/native.ts), with its ratio to the reference: how close to the target any
   * implementation gets on this machine. Informs; the verdict stays the subject's.
   */
  ceiling?: { side: BenchSide; ratio: number };
  /** Why a bench that has a native ceiling printed none (no C compiler here). */
  ceilingMissing?: string;
}

/** A bench that could not run here (a missing program), with the reason printed instead of figures. */
export interface BenchSkipped {
  name: string;
  skipped: string;
}

/** A bench that broke (the product answered wrongly, a reference failed): the others still run. */
export interface BenchFailed {
  name: string;
  failed: string;
}

export type BenchOutcome = BenchResult | BenchSkipped | BenchFailed;

export function isSkipped(outcome: BenchOutcome): outcome is BenchSkipped {
  return 'skipped' in outcome;
}

export function isFailed(outcome: BenchOutcome): outcome is BenchFailed {
  return 'failed' in outcome;
}

/** Builds a result, computing the ratio (unless given, e.g. a median of rounds) and the verdicts. */
export function judge(input: {
  name: string;
  subject: BenchSide;
  reference: BenchSide;
  target: BenchTarget;
  ratio?: number;
  checks?: Omit<BenchCheck, 'pass'>[];
  rounds?: BenchResult['rounds'];
  ceiling?: BenchResult['ceiling'];
  ceilingMissing?: string;
}): BenchResult {
  const { subject, reference, target } = input;
  const ratio = input.ratio ?? subject.value / reference.value;
  // With an allowance the figures themselves are compared ("within 2x + 2 ms"); otherwise the ratio is.
  const pass =
    target.better === 'higher'
      ? ratio >= target.ratio
      : target.allowance === undefined
        ? ratio <= target.ratio
        : subject.value <= target.ratio * reference.value + target.allowance;
  const checks = (input.checks ?? []).map((check) => ({
    ...check,
    pass: check.better === 'higher' ? check.value >= check.limit : check.value <= check.limit,
  }));
  return {
    name: input.name,
    subject,
    reference,
    ratio,
    target,
    pass,
    checks,
    ...(input.rounds && { rounds: input.rounds }),
    ...(input.ceiling && { ceiling: input.ceiling }),
    ...(input.ceilingMissing && { ceilingMissing: input.ceilingMissing }),
  };
}

export const resultsDir = path.join(import.meta.dirname, 'results');

/** Seconds of load per side for the benches that run for a time (BENCH_SECONDS, default 10). */
export function benchSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`BENCH_SECONDS must be a whole number >= 1`);
  return seconds;
}

/** A port nobody listens on right now (the embedded PostgreSQL and a server process need one before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A temp folder removed afterwards, whatever happens. 0755 because the embedded PostgreSQL runs as the postgres OS
 * user when we are root (and Slurm jobs may run as another user), and must be able to reach folders inside.
 */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function writeResults(outcomes: BenchOutcome[], meta: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...meta, results: outcomes }, null, 2)}\n`);
  return file;
}

/** Up to 3 significant decimals, without trailing zeros. */
function num(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 1 ? 2 : 3;
  return String(Number(value.toFixed(digits)));
}

function targetText(target: BenchTarget, unit: string): string {
  if (target.better === 'higher') return `ratio >= ${target.ratio}`;
  return `subject <= ${target.ratio}x reference${target.allowance ? ` + ${target.allowance} ${unit.split(' ')[0]}` : ''}`;
}

export function formatOutcome(outcome: BenchOutcome): string {
  if (isSkipped(outcome)) return `${outcome.name}\n  SKIPPED: ${outcome.skipped}`;
  if (isFailed(outcome)) return `${outcome.name}\n  FAILED: ${outcome.failed}`;
  const row = (side: BenchSide) => {
    const details = Object.entries(side.details ?? {}).map(([key, value]) => `  ${key} ${num(value)}`);
    return `  ${side.label.padEnd(48)} ${num(side.value).padStart(9)} ${side.unit}${details.join('')}`;
  };
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'BELOW TARGET');
  const checks = outcome.checks.map(
    (c) =>
      `  ${c.label}: ${num(c.value)} ${c.unit} (target ${c.better === 'higher' ? '>=' : '<='} ${c.limit} ${c.unit}): ` +
      verdict(c.pass),
  );
  const ceiling = outcome.ceiling
    ? [
        row(outcome.ceiling.side),
        `  native ceiling ratio ${num(outcome.ceiling.ratio)}: the subject reaches ` +
          `${num(outcome.subject.value / outcome.ceiling.side.value)} of the ceiling`,
      ]
    : outcome.ceilingMissing
      ? [`  ${outcome.ceilingMissing}`]
      : [];
  return [
    outcome.name,
    row(outcome.subject),
    row(outcome.reference),
    `  ratio ${num(outcome.ratio)} (target: ${targetText(outcome.target, outcome.subject.unit)}): ${verdict(outcome.pass)}`,
    ...ceiling,
    ...checks,
  ].join('\n');
}
