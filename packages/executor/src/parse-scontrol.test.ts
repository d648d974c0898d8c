import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScontrolFields, parseScontrolShowJob } from './parse-scontrol';

const recorded = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('parseScontrolShowJob (recorded output)', () => {
  it('reads a completed job', () => {
    const job = parseScontrolShowJob(recorded('scontrol-show-job-completed.txt'));
    expect(job).toMatchObject({ jobId: '9', jobState: 'COMPLETED', reason: 'None', exitStatus: 0, exitSignal: 0 });
  });

  it('reads the exit status of a failed job', () => {
    expect(parseScontrolShowJob(recorded('scontrol-show-job-failed.txt'))).toMatchObject({
      jobState: 'FAILED',
      reason: 'NonZeroExitCode',
      exitStatus: 3,
      exitSignal: 0,
    });
  });

  it('reads the signal of a cancelled, a timed-out and a node-failed job', () => {
    expect(parseScontrolShowJob(recorded('scontrol-show-job-cancelled.txt'))).toMatchObject({
      jobState: 'CANCELLED',
      exitSignal: 15,
    });
    expect(parseScontrolShowJob(recorded('scontrol-show-job-timeout.txt'))).toMatchObject({
      jobId: '10',
      jobState: 'TIMEOUT',
      reason: 'TimeLimit',
      exitSignal: 15,
    });
    expect(parseScontrolShowJob(recorded('scontrol-show-job-node-fail.txt'))).toMatchObject({
      jobState: 'NODE_FAIL',
      reason: 'NodeDown',
    });
  });

  it('reads an out-of-memory job (derived from the TIMEOUT record: this cluster cannot produce one)', () => {
    const text = recorded('scontrol-show-job-timeout.txt').replace(
      'JobState=TIMEOUT Reason=TimeLimit',
      'JobState=OUT_OF_MEMORY Reason=OutOfMemory',
    );
    expect(parseScontrolShowJob(text)).toMatchObject({ jobState: 'OUT_OF_MEMORY', reason: 'OutOfMemory' });
  });

  it('reads pending and suspended jobs', () => {
    expect(parseScontrolShowJob(recorded('scontrol-show-job-pending.txt'))).toMatchObject({
      jobState: 'PENDING',
      reason: 'Resources',
    });
    expect(parseScontrolShowJob(recorded('scontrol-show-job-suspended.txt'))?.jobState).toBe('SUSPENDED');
  });

  it('keeps keys with colons and slashes, values with equals signs, and empty values', () => {
    const fields = parseScontrolFields(recorded('scontrol-show-job-timeout.txt'));
    expect(fields.get('AllocNode:Sid')).toBe('localhost:16579');
    expect(fields.get('CPUs/Task')).toBe('1');
    expect(fields.get('TRES')).toBe('cpu=1,mem=10M,node=1,billing=1');
    expect(fields.get('WorkDir')).toBe('/tmp/sx');
    expect(fields.get('Power')).toBe('');
  });

  it('keeps spaces inside a path that has a line to itself', () => {
    const text = recorded('scontrol-show-job-completed.txt').replace('WorkDir=/tmp/sx', 'WorkDir=/tmp/my jobs/t 1');
    expect(parseScontrolFields(text).get('WorkDir')).toBe('/tmp/my jobs/t 1');
  });

  it('gives nothing for an error message', () => {
    expect(parseScontrolShowJob('slurm_load_jobs error: Invalid job id specified\n')).toBeUndefined();
  });
});
