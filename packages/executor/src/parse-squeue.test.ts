import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isInvalidJobIdError, jobIdsIn, parseSqueue } from './parse-squeue';

const recorded = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('parseSqueue (recorded output)', () => {
  it('reads pending, suspended and completed jobs from one call', () => {
    const rows = parseSqueue(recorded('squeue-pending-suspended-completed.txt'));
    expect([...rows.values()]).toEqual([
      { jobId: '9', state: 'COMPLETED', reason: 'None' },
      { jobId: '8', state: 'PENDING', reason: 'Resources' },
      { jobId: '7', state: 'SUSPENDED', reason: 'None' },
    ]);
  });

  it('reads running, timed-out and node-failed jobs', () => {
    expect(parseSqueue(recorded('squeue-running.txt')).get('10')?.state).toBe('RUNNING');
    expect(parseSqueue(recorded('squeue-completed-timeout.txt')).get('10')).toEqual({
      jobId: '10',
      state: 'TIMEOUT',
      reason: 'TimeLimit',
    });
    expect(parseSqueue(recorded('squeue-node-fail.txt')).get('12')).toEqual({
      jobId: '12',
      state: 'NODE_FAIL',
      reason: 'NodeDown',
    });
  });

  it('keeps a reason that holds the separator whole, and skips blank lines', () => {
    const rows = parseSqueue('\n5|PENDING|ReqNodeNotAvail, UnavailableNodes:a|b\n\n');
    expect(rows.get('5')?.reason).toBe('ReqNodeNotAvail, UnavailableNodes:a|b');
    expect(rows.size).toBe(1);
  });

  it('reads nothing from empty output', () => {
    expect(parseSqueue('').size).toBe(0);
  });
});

describe('isInvalidJobIdError', () => {
  it('recognizes what squeue and scontrol print for a purged job (recorded)', () => {
    expect(isInvalidJobIdError('slurm_load_jobs error: Invalid job id specified\n')).toBe(true);
    expect(isInvalidJobIdError('squeue: error: Unable to contact slurm controller (connect failure)')).toBe(false);
  });
});

describe('jobIdsIn', () => {
  it('keeps the jobs of one work dir, lowest id first (recorded with --format=%i|%Z)', () => {
    const text = '1|/tmp\n12|/w/a b\n3|/w/a b\n4|/w/a b/c\n';
    expect(jobIdsIn(text, '/w/a b')).toEqual(['3', '12']);
    expect(jobIdsIn('', '/w')).toEqual([]);
  });
});
