import os from 'node:os';
import { benchGetCurrentUser } from './get-current-user.bench';
import { benchSeconds, formatResult, writeResults, type BenchResult } from './harness';

/*
 * Runs every benchmark once and writes one JSON file to bench/results/. A result below its target is printed as
 * such but does not fail the run: timings depend on the machine, so they inform and never gate.
 */
const seconds = benchSeconds();
const benches: ((seconds: number) => Promise<BenchResult>)[] = [benchGetCurrentUser];

const results: BenchResult[] = [];
for (const bench of benches) {
  const result = await bench(seconds);
  console.log(formatResult(result));
  results.push(result);
}

const file = writeResults(results, {
  date: new Date().toISOString(),
  seconds,
  node: process.version,
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
});
console.log(`\nresults written to ${file}`);
