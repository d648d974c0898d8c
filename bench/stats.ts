import { performance } from 'node:perf_hooks';

/** Small statistics and timing helpers shared by the benches. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of the values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((x, y) => x - y);
  if (p === 50 && sorted.length % 2 === 0) {
    const mid = sorted.length / 2;
    return (sorted[mid - 1]! + sorted[mid]!) / 2;
  }
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** Milliseconds `work` takes, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export interface RoundFigures {
  subject: number;
  reference: number;
  ratio: number;
  /** The native ceiling's figure in this round and its ratio to the reference, when the bench has one. */
  ceiling?: number;
  ceilingRatio?: number;
}

/**
 * Runs subject and reference in `rounds` alternating rounds (which goes first alternates too), so load from other
 * processes on a shared machine hits both alike. Each round answers a figure (a throughput or a time); the ratio of
 * the comparison is the median of the rounds' subject / reference.
 */
export async function alternate(opts: {
  rounds: number;
  subject: (round: number) => Promise<number>;
  reference: (round: number) => Promise<number>;
  /** A native ceiling (see support/native.ts), run right after the reference in each round. */
  ceiling?: (round: number) => Promise<number>;
}): Promise<{ rounds: RoundFigures[]; ratio: number; ceilingRatio?: number }> {
  const rounds: RoundFigures[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    let subject: number;
    let reference: number;
    let ceiling: number | undefined;
    const referenceAndCeiling = async () => {
      reference = await opts.reference(round);
      ceiling = await opts.ceiling?.(round);
    };
    if (round % 2 === 0) {
      subject = await opts.subject(round);
      await referenceAndCeiling();
    } else {
      await referenceAndCeiling();
      subject = await opts.subject(round);
    }
    rounds.push({
      subject,
      reference: reference!,
      ratio: subject / reference!,
      ...(ceiling !== undefined && { ceiling, ceilingRatio: ceiling / reference! }),
    });
  }
  const ceilings = rounds.flatMap((r) => (r.ceilingRatio === undefined ? [] : [r.ceilingRatio]));
  return {
    rounds,
    ratio: median(rounds.map((r) => r.ratio)),
    ...(ceilings.length > 0 && { ceilingRatio: median(ceilings) }),
  };
}

/** A seeded pseudo-random generator (mulberry32): the same random pages in every run, so runs compare. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MiB = 1024 * 1024;
export const GiB = 1024 * MiB;

/**
 * Times `calls` runs of each side after `warmup` untimed ones, alternating which goes first. Each side gets the
 * call's index (e.g. to pick the same random page for both).
 */
export async function interleavedTimings(opts: {
  calls: number;
  warmup: number;
  subject: (call: number) => Promise<void>;
  reference: (call: number) => Promise<void>;
}): Promise<{ subjectMs: number[]; referenceMs: number[] }> {
  for (let i = 0; i < opts.warmup; i++) {
    await opts.subject(-1 - i);
    await opts.reference(-1 - i);
  }
  const subjectMs: number[] = [];
  const referenceMs: number[] = [];
  for (let i = 0; i < opts.calls; i++) {
    const sides = [
      async () => subjectMs.push((await timed(() => opts.subject(i))).ms),
      async () => referenceMs.push((await timed(() => opts.reference(i))).ms),
    ];
    for (const side of i % 2 === 0 ? sides : sides.reverse()) await side();
  }
  return { subjectMs, referenceMs };
}

/** p50 (the compared value), p95 and the count of a side's timings. */
export function latencySide(label: string, ms: number[]) {
  return {
    label,
    value: percentile(ms, 50),
    unit: 'ms p50',
    details: { 'p95 ms': percentile(ms, 95), calls: ms.length },
  };
}
