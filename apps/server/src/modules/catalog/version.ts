/** Dotted version numbers as tools print them ("seqkit v2.3.0", "Version: 0.7.17-r1188", "2.24-r1122"). */

const DEFAULT_PATTERN = /(\d+\.\d+(?:\.\d+)*)/;

/** The version in a command's output: the first group of `pattern`, or the first dotted number. */
export function findVersion(output: string, pattern?: string): string | undefined {
  const match = (pattern ? new RegExp(pattern) : DEFAULT_PATTERN).exec(output);
  const found = match?.[1] ?? match?.[0];
  return found && /^\d+(\.\d+)*$/.test(found) ? found : undefined;
}

/** Negative, zero or positive as a is below, equal to or above b; missing parts count as 0 (2.1 = 2.1.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
