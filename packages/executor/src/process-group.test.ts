import { describe, expect, it } from 'vitest';
import { parseProcStat } from './process-group';

describe('parseProcStat', () => {
  it('reads state, ppid, process group and threads (recorded)', () => {
    const text = '4156 (sh) T 4151 4151 4151 0 -1 4194560 123 0 0 0 0 0 0 0 20 0 1 0 34517 2650112 233 ...\n';
    expect(parseProcStat(text)).toEqual({ pid: 4156, state: 'T', ppid: 4151, pgrp: 4151, threads: 1 });
    const busy = '9 (salmon) S 1 9 9 0 -1 0 0 0 0 0 5 6 0 0 20 0 12 0 1 2 3\n';
    expect(parseProcStat(busy)?.threads).toBe(12);
  });

  it('copes with spaces and parentheses in the command name', () => {
    expect(parseProcStat('77 (my (odd) prog) S 1 77 77 0')).toMatchObject({ pid: 77, state: 'S', ppid: 1, pgrp: 77 });
  });

  it('gives nothing for garbage', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('12 (x)')).toBeUndefined();
  });
});
