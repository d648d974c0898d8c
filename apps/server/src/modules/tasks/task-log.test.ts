import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TASK_LOG_FULL } from '@biocloud/contracts';
import { STDERR_LOG, STDOUT_LOG } from '@biocloud/executor';
import { joinLogs, lastLines, readTaskLog, shareBudget } from './task-log';

describe('shareBudget', () => {
  it('gives each log half, and one what the other does not need', () => {
    expect(shareBudget(100, 500, 500)).toEqual([50, 50]);
    expect(shareBudget(100, 10, 500)).toEqual([10, 90]);
    expect(shareBudget(100, 500, 10)).toEqual([90, 10]);
    expect(shareBudget(100, 0, 0)).toEqual([0, 0]);
  });
});

describe('joinLogs', () => {
  it('heads each log when both have text', () => {
    expect(joinLogs('out', 'err\n')).toBe('==> stdout <==\nout\n==> stderr <==\nerr\n');
    expect(joinLogs('', 'err\n')).toBe('err\n');
    expect(joinLogs('out\n', '')).toBe('out\n');
  });
});

describe('lastLines', () => {
  const tail = (text: string) => ({ text, size: text.length, truncated: false });
  it('keeps the last lines, a final line break not counting as a line', () => {
    expect(lastLines(tail('a\nb\nc\n'), 2)).toEqual({ text: 'b\nc\n', size: 6, truncated: true });
    expect(lastLines(tail('a\nb\nc'), 2)).toEqual({ text: 'b\nc', size: 5, truncated: true });
    expect(lastLines(tail('a\nb\n'), 2)).toEqual(tail('a\nb\n'));
    expect(lastLines(tail(''), 2)).toEqual(tail(''));
  });
});

describe('readTaskLog', () => {
  it('shows the last lines of each stream with server paths relative, and all of it on request', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'task-log-'));
    try {
      const workDir = path.join(root, 'job-1');
      await mkdir(workDir);
      const lines = Array.from({ length: 10 }, (_, i) => `line ${i} ${workDir}/in/reads.fq`);
      await writeFile(path.join(workDir, STDOUT_LOG), lines.join('\n') + '\n');
      await writeFile(path.join(workDir, STDERR_LOG), `warning: ${root}/job-2/out/x\n`);

      const tail = await readTaskLog(workDir, 0, 3);
      expect(tail.stdout).toBe('line 7 in/reads.fq\nline 8 in/reads.fq\nline 9 in/reads.fq\n');
      expect(tail.stderr).toBe('warning: ../job-2/out/x\n');
      expect(tail.truncated).toBe(true);
      expect(tail.logStr).not.toContain(root);

      const full = await readTaskLog(workDir, TASK_LOG_FULL, 3);
      expect(full.stdout.split('\n')).toHaveLength(11);
      expect(full.truncated).toBe(false);
      expect(full.logStr).not.toContain(root);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
