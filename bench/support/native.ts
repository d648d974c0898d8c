import path from 'node:path';
import type { BenchResult } from '../harness';
import { median, type RoundFigures } from '../stats';
import { run } from './commands';

/*
 * The native ceilings (bench/native/*.c): the work a bench's subject does, written in C with nothing in the way and
 * measured in the same run, so a ratio below its target can be read against what this machine allows at all.
 * Compiled on the spot; a machine without a C compiler or OpenSSL's headers prints the reason instead.
 */

const nativeDir = path.join(import.meta.dirname, '..', 'native');

/** Compiles bench/native/NAME.c into `dir`; answers the program's path, or why it could not be built. */
export async function buildNative(
  name: string,
  dir: string,
  libraries: readonly string[] = [],
): Promise<{ program: string } | { missing: string }> {
  const program = path.join(dir, name);
  try {
    await run('cc', ['-O2', '-o', program, path.join(nativeDir, `${name}.c`), ...libraries]);
    return { program };
  } catch (error) {
    return { missing: `native ceiling not built (cc${libraries.length ? ', libssl-dev' : ''}): ${String(error)}` };
  }
}

/** A bench result's ceiling fields: the median of the rounds' ceilings, or why there is none. */
export function ceilingFields(
  native: { program: string } | { missing: string },
  measured: { rounds: RoundFigures[]; ceilingRatio?: number },
  label: string,
  unit: string,
): Pick<BenchResult, 'ceiling' | 'ceilingMissing'> {
  if ('missing' in native) return { ceilingMissing: native.missing };
  const figures = measured.rounds.flatMap((r) => (r.ceiling === undefined ? [] : [r.ceiling]));
  if (figures.length === 0 || measured.ceilingRatio === undefined) return {};
  return { ceiling: { side: { label, value: median(figures), unit }, ratio: measured.ceilingRatio } };
}
