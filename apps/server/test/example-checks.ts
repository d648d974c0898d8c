import { createHash } from 'node:crypto';
import type { ToolManifest } from '@biocloud/contracts';

/** What is wrong with a result file against one expectation of a manifest's example (empty: all good). */
export function expectationProblems(
  expectation: ToolManifest['example']['expect'][number],
  bytes: Buffer | undefined,
): string[] {
  if (!bytes) return [`${expectation.file} was not produced`];
  const problems: string[] = [];
  const text = bytes.toString('utf8');
  if (expectation.sha256) {
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== expectation.sha256)
      problems.push(`${expectation.file}: sha256 ${actual}, expected ${expectation.sha256}`);
  }
  for (const line of expectation.contains ?? []) {
    if (!text.includes(line)) problems.push(`${expectation.file} lacks ${JSON.stringify(line)}`);
  }
  for (const line of expectation.excludes ?? []) {
    if (text.includes(line)) problems.push(`${expectation.file} has ${JSON.stringify(line)}`);
  }
  if (expectation.minBytes !== undefined && bytes.length < expectation.minBytes) {
    problems.push(`${expectation.file} has ${bytes.length} bytes, expected at least ${expectation.minBytes}`);
  }
  return problems;
}
