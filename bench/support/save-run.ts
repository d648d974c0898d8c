import os from 'node:os';
import { writeResults, type BenchOutcome } from '../harness';

/** Writes one run's outcomes to bench/results/ with what the run was on, and says where. */
export function saveRun(outcomes: BenchOutcome[], seconds: number): void {
  const file = writeResults(outcomes, {
    date: new Date().toISOString(),
    seconds,
    node: process.version,
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
  });
  console.log(`results written to ${file}`);
}
