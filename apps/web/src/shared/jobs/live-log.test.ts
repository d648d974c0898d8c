import { describe, expect, it } from 'vitest';
import type { TaskLogResponse } from '@biocloud/contracts';
import { applyAppend, displayText, liveLogFrom, logSections, type LiveLog } from './live-log';

const answer = (stdout: string, stderr = ''): TaskLogResponse => ({
  logStr: stdout + stderr,
  stdout,
  stderr,
  exists: stdout + stderr !== '',
  truncated: false,
  stdoutSize: new TextEncoder().encode(stdout).length,
  stderrSize: new TextEncoder().encode(stderr).length,
});

function applied(log: LiveLog, ...args: Parameters<typeof applyAppend> extends [LiveLog, ...infer R] ? R : never) {
  const outcome = applyAppend(log, ...args);
  if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
  return outcome.log;
}

describe('live log', () => {
  it('appends text that starts where the log ends, per stream', () => {
    let log = liveLogFrom(answer('a\n', 'e1\n'));
    log = applied(log, { stream: 'stdout', offset: 2, text: 'b\n', skippedBytes: 0 });
    log = applied(log, { stream: 'stderr', offset: 3, text: 'e2\n', skippedBytes: 0 });
    expect(log.stdout).toEqual({ text: 'a\nb\n', end: 4 });
    expect(log.stderr).toEqual({ text: 'e1\ne2\n', end: 6 });
  });

  it('skips what the loaded log already holds and cuts an overlap at the byte where it ends', () => {
    const log = liveLogFrom(answer('αβ\n'));
    expect(applyAppend(log, { stream: 'stdout', offset: 0, text: 'αβ\n', skippedBytes: 0 })).toEqual({
      kind: 'known',
    });
    // 'α' is two bytes: the append starting at byte 2 overlaps from 'β' on.
    const next = applied(log, { stream: 'stdout', offset: 2, text: 'β\nγ\n', skippedBytes: 0 });
    expect(next.stdout).toEqual({ text: 'αβ\nγ\n', end: 8 });
  });

  it('counts the log bytes an append stands for when the server showed its paths shorter', () => {
    let log = liveLogFrom(answer('a\n'));
    // "/srv/work/<id>/in/x\n" (40 bytes in the file) arrives as "in/x\n".
    log = applied(log, { stream: 'stdout', offset: 2, text: 'in/x\n', skippedBytes: 0, byteLength: 40 });
    expect(log.stdout).toEqual({ text: 'a\nin/x\n', end: 42 });
    log = applied(log, { stream: 'stdout', offset: 42, text: 'done\n', skippedBytes: 0 });
    expect(log.stdout).toEqual({ text: 'a\nin/x\ndone\n', end: 47 });
    // An overlap is cut at its distance from the end.
    log = applied(log, { stream: 'stdout', offset: 10, text: 'in/y\nmore\n', skippedBytes: 0, byteLength: 42 });
    expect(log.stdout).toEqual({ text: 'a\nin/x\ndone\nmore\n', end: 52 });
  });

  it('reports a gap when bytes between the log and the append are missing', () => {
    const log = liveLogFrom(answer('a\n'));
    expect(applyAppend(log, { stream: 'stdout', offset: 10, text: 'z\n', skippedBytes: 8 }).kind).toBe('gap');
  });

  it('marks an empty log as existing once text arrives', () => {
    const log = liveLogFrom(answer(''));
    expect(log.exists).toBe(false);
    expect(applied(log, { stream: 'stderr', offset: 0, text: 'x', skippedBytes: 0 }).exists).toBe(true);
  });

  it('keeps only the newest part of a log that grows past the limit, from a line start', () => {
    const log = liveLogFrom(answer('line1\nline2\n'));
    const next = applied(log, { stream: 'stdout', offset: 12, text: 'line3\n', skippedBytes: 0 }, 10);
    expect(next.stdout.text).toBe('line3\n');
    expect(next.truncated).toBe(true);
  });

  it('shows carriage-return progress lines as separate lines', () => {
    expect(displayText('10%\r20%\r\ndone\n')).toBe('10%\n20%\ndone\n');
  });

  it('ends stdout with a line break before stderr follows', () => {
    expect(logSections(liveLogFrom(answer('out', 'err\r')))).toEqual({ stdout: 'out\n', stderr: 'err\n' });
    expect(logSections(liveLogFrom(answer('out', '')))).toEqual({ stdout: 'out', stderr: '' });
  });
});
