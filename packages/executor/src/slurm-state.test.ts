import { describe, expect, it } from 'vitest';
import { executorStateOf, slurmJobStatus } from './slurm-state';

describe('executorStateOf', () => {
  it('maps Slurm states onto executor states', () => {
    expect(executorStateOf('PENDING')).toBe('queued');
    expect(executorStateOf('RUNNING')).toBe('running');
    expect(executorStateOf('COMPLETING')).toBe('running');
    expect(executorStateOf('SUSPENDED')).toBe('suspended');
    for (const ended of ['COMPLETED', 'FAILED', 'CANCELLED', 'TIMEOUT', 'OUT_OF_MEMORY', 'NODE_FAIL', 'PREEMPTED']) {
      expect(executorStateOf(ended)).toBe('exited');
    }
    expect(executorStateOf('CANCELLED by 0')).toBe('exited');
    expect(executorStateOf('SOMETHING_NEW')).toBe('unknown');
  });
});

describe('slurmJobStatus', () => {
  const startedAt = new Date(5_000);
  const marker = { pid: 10, pgid: 10, host: 'vm', startedAt };

  it('gives the wait reason of a queued job', () => {
    expect(slurmJobStatus({ state: 'PENDING', reason: 'Resources' }, {})).toEqual({
      state: 'queued',
      waitReason: 'Resources',
    });
    expect(slurmJobStatus({ state: 'PENDING', reason: 'None' }, {})).toEqual({ state: 'queued' });
  });

  it('keeps a job running while Slurm finishes it, even once the wrapper recorded its exit', () => {
    expect(slurmJobStatus({ state: 'COMPLETING', reason: 'None' }, { exitCode: 0, marker })).toEqual({
      state: 'running',
      startedAt,
    });
  });

  it('takes the exit code from the wrapper over Slurm', () => {
    const status = slurmJobStatus({ state: 'FAILED', reason: 'NonZeroExitCode', exitStatus: 9 }, { exitCode: 3 });
    expect(status).toEqual({ state: 'exited', exitCode: 3 });
  });

  it("falls back to Slurm's exit code when the script ended by itself", () => {
    expect(slurmJobStatus({ state: 'FAILED', reason: 'NonZeroExitCode', exitStatus: 3, exitSignal: 0 }, {})).toEqual({
      state: 'exited',
      exitCode: 3,
    });
  });

  it('turns TIMEOUT, OUT_OF_MEMORY and NODE_FAIL into reasons, without trusting 0:15 as an exit code', () => {
    expect(slurmJobStatus({ state: 'TIMEOUT', reason: 'TimeLimit', exitStatus: 0, exitSignal: 15 }, {})).toEqual({
      state: 'exited',
      reason: { code: 'time_limit', message: 'Slurm stopped the job at its time limit' },
    });
    expect(slurmJobStatus({ state: 'OUT_OF_MEMORY', reason: 'OutOfMemory' }, { exitCode: 137 }).reason?.code).toBe(
      'memory_limit',
    );
    expect(slurmJobStatus({ state: 'NODE_FAIL', reason: 'NodeDown' }, {}).reason?.code).toBe('node_failure');
    expect(slurmJobStatus({ state: 'CANCELLED', reason: 'None' }, { exitCode: 143 })).toMatchObject({
      exitCode: 143,
      reason: { code: 'cancelled' },
    });
    // Cancelled by the engine for a limit: the reason it recorded first.
    const over = { code: 'output_limit', message: 'wrote too much' } as const;
    expect(slurmJobStatus({ state: 'CANCELLED', reason: 'None' }, { exitCode: 143, reason: over }).reason).toEqual(
      over,
    );
    expect(slurmJobStatus({ state: 'TIMEOUT', reason: 'None' }, { reason: over }).reason?.code).toBe('time_limit');
  });

  it('trusts the wrapper for a state it does not know', () => {
    expect(slurmJobStatus({ state: 'SOMETHING_NEW', reason: '' }, {})).toEqual({ state: 'running' });
    expect(slurmJobStatus({ state: 'SOMETHING_NEW', reason: '' }, { exitCode: 0 })).toEqual({
      state: 'exited',
      exitCode: 0,
    });
  });
});
