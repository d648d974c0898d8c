import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { median } from './stats';

/*
 * HTTP load with autocannon: a subject URL and a reference URL loaded in alternating one-second slices, the ratio
 * being the median of the per-round ratios. On a shared machine, load from other processes then hits both sides
 * alike instead of whichever ran second.
 */

export interface LoadSummary {
  /** All requests of all rounds over their total duration. */
  requestsPerSec: number;
  /** Median of the rounds' medians, and the worst round's p99. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /**
   * CPU time of this process (where the servers run) per request, in microseconds: it moves much less than requests
   * per second with the load of other processes on the machine. PostgreSQL's own CPU is not in it.
   */
  cpuMicrosPerRequest: number;
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

interface Slice {
  requests: number;
  seconds: number;
  cpuMicros: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

/** The subset of autocannon's JSON result that is read here. */
interface AutocannonJson {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const execFileAsync = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');
const WARMUP_SECONDS = 1;
const SLICE_SECONDS = 1;

/** Loads `subject` and `reference` for `seconds` each (interleaved), with `connections` concurrent connections. */
export async function compare(opts: { subject: Target; reference: Target; seconds: number; connections: number }) {
  const { connections } = opts;
  await autocannon(opts.subject, WARMUP_SECONDS, connections);
  await autocannon(opts.reference, WARMUP_SECONDS, connections);
  const subject: Slice[] = [];
  const reference: Slice[] = [];
  for (let round = 0; round < opts.seconds / SLICE_SECONDS; round++) {
    // Alternating which goes first takes out any bias of going right after the other.
    if (round % 2 === 0) {
      subject.push(await autocannon(opts.subject, SLICE_SECONDS, connections));
      reference.push(await autocannon(opts.reference, SLICE_SECONDS, connections));
    } else {
      reference.push(await autocannon(opts.reference, SLICE_SECONDS, connections));
      subject.push(await autocannon(opts.subject, SLICE_SECONDS, connections));
    }
  }
  const rps = (s: Slice) => s.requests / s.seconds;
  const rounds = subject.map((s, i) => ({
    subject: Math.round(rps(s)),
    reference: Math.round(rps(reference[i]!)),
    ratio: rps(s) / rps(reference[i]!),
  }));
  return {
    subject: summarize(subject),
    reference: summarize(reference),
    ratio: median(rounds.map((r) => r.ratio)),
    rounds,
  };
}

function summarize(slices: Slice[]): LoadSummary {
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const seconds = slices.reduce((n, s) => n + s.seconds, 0);
  return {
    requestsPerSec: Math.round(requests / seconds),
    latencyP50Ms: median(slices.map((s) => s.latencyP50Ms)),
    latencyP99Ms: Math.max(...slices.map((s) => s.latencyP99Ms)),
    requests,
    cpuMicrosPerRequest: Math.round((slices.reduce((n, s) => n + s.cpuMicros, 0) / requests) * 10) / 10,
  };
}

/**
 * One autocannon run in a process of its own, so the load generator does not share the event loop with the servers
 * under test. A run with failed requests is refused: fast errors are not throughput.
 */
async function autocannon(target: Target, seconds: number, connections: number): Promise<Slice> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [autocannonCli, '-j', '-c', String(connections), '-d', String(seconds), ...headers, target.url];
  const cpuBefore = process.cpuUsage();
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as AutocannonJson;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(`${target.url}: ${failed} failed requests out of ${result.requests.total}`);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuMicros: cpu.user + cpu.system,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
  };
}
