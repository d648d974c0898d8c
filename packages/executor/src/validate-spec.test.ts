import { describe, expect, it } from 'vitest';
import type { ExecutorJobSpec } from './executor';
import { ExecutorError } from './executor-error';
import { validateSpec } from './validate-spec';

const spec: ExecutorJobSpec = {
  taskId: 't1',
  workDir: '/data/jobs/t1',
  argv: ['samtools', 'flagstat', 'in.bam'],
  resources: { cpus: 1, memoryMb: 512, timeLimitSeconds: 60 },
};

function problemOf(changes: Partial<ExecutorJobSpec>): string | undefined {
  try {
    validateSpec({ ...spec, ...changes });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ExecutorError);
    expect((error as ExecutorError).code).toBe('INVALID_SPEC');
    return (error as ExecutorError).message;
  }
}

describe('validateSpec', () => {
  it('accepts a plain spec, shell syntax in arguments included (it is never interpreted)', () => {
    expect(problemOf({})).toBeUndefined();
    expect(problemOf({ argv: ['echo', '$(id); `id` && rm -rf /'] })).toBeUndefined();
  });

  it('refuses what the wrapper cannot pass on literally', () => {
    expect(problemOf({ argv: [] })).toMatch(/name a program/);
    expect(problemOf({ argv: ['--output=/etc/passwd'] })).toMatch(/'-'/);
    expect(problemOf({ argv: ['A=B', 'x'] })).toMatch(/'='/);
    expect(problemOf({ argv: ['echo', 'a\0b'] })).toMatch(/NUL/);
    expect(problemOf({ env: { 'BAD-NAME': 'x' } })).toMatch(/BAD-NAME/);
    expect(problemOf({ env: { OK: 'a\0' } })).toMatch(/OK contains a NUL/);
  });

  it('needs an absolute work dir and positive whole resources', () => {
    expect(problemOf({ workDir: 'jobs/t1' })).toMatch(/absolute/);
    expect(problemOf({ resources: { cpus: 0, memoryMb: 1.5, timeLimitSeconds: -1 } })).toMatch(
      /cpus.*memoryMb.*timeLimitSeconds/,
    );
  });
});
