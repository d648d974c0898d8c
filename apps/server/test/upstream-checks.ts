import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UpstreamExpectation } from '../src/modules/catalog/upstream-cases';

/** A result as an upstream case compares it: a BAM's records as SAM text, without the lines the case drops. */
export function normalizedResult(expectation: Pick<UpstreamExpectation, 'bamRecords' | 'dropLines'>, bytes: Buffer) {
  let text = bytes;
  if (expectation.bamRecords) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'upstream-bam-'));
    try {
      writeFileSync(path.join(dir, 'result.bam'), bytes);
      text = execFileSync('samtools', ['view', path.join(dir, 'result.bam')], { maxBuffer: 1024 ** 3 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (expectation.dropLines.length === 0) return text;
  const drop = expectation.dropLines.map((pattern) => new RegExp(pattern));
  const lines = text.toString('utf8').split('\n');
  return Buffer.from(lines.filter((line) => !drop.some((re) => re.test(line))).join('\n'));
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Lines of a normalized result (a last line without a line break counts). */
export const lineCount = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '').length;

/** What differs from the expectation, and the figures got (for the table). */
export function upstreamProblems(expectation: UpstreamExpectation, bytes: Buffer | undefined) {
  if (!bytes) return { got: 'missing', problems: [`${expectation.file} was not produced`] };
  const normalized = normalizedResult(expectation, bytes);
  const problems: string[] = [];
  const got: string[] = [];
  if (expectation.sha256) {
    const actual = sha256Of(normalized);
    got.push(`sha256 ${actual.slice(0, 12)}`);
    if (actual !== expectation.sha256) problems.push(`${expectation.file}: sha256 ${actual}`);
  }
  if (expectation.lines !== undefined) {
    const actual = lineCount(normalized);
    got.push(`${actual} lines`);
    if (actual !== expectation.lines) problems.push(`${expectation.file}: ${actual} lines, not ${expectation.lines}`);
  }
  const text = normalized.toString('utf8');
  const contains = expectation.contains ?? [];
  const lacking = contains.filter((line) => !text.includes(line));
  if (contains.length > 0) got.push(`${contains.length - lacking.length}/${contains.length} lines in`);
  problems.push(...lacking.map((line) => `${expectation.file} lacks ${JSON.stringify(line)}`));
  return { got: got.join(', '), problems };
}
