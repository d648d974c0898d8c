import { describe, expect, it } from 'vitest';
import type { ExecutorJobSpec } from './executor';
import { jobWrapperOptions } from './job-wrapper';

const spec: ExecutorJobSpec = {
  taskId: 't1',
  workDir: '/data/jobs/t1',
  argv: ['seqkit', 'stats', 'in.fa'],
  resources: { cpus: 2, memoryMb: 512, timeLimitSeconds: 600 },
};

describe('jobWrapperOptions', () => {
  it('limits CPU time to the time limit on each CPU, and the wall clock only when asked', () => {
    const local = jobWrapperOptions(spec, { killGraceSeconds: 5, wallClock: true });
    expect(local).toEqual({
      taskId: 't1',
      workDir: '/data/jobs/t1',
      argv: ['seqkit', 'stats', 'in.fa'],
      limits: { memoryMb: 512, cpuSeconds: 1200, wallSeconds: 600 },
      killGraceSeconds: 5,
    });
    expect(jobWrapperOptions(spec, { killGraceSeconds: 5, wallClock: false }).limits).toEqual({
      memoryMb: 512,
      cpuSeconds: 1200,
    });
  });

  it('passes processes, output size, environment and runAs on when the job has them', () => {
    const options = jobWrapperOptions(
      { ...spec, env: { LANG: 'C' }, resources: { ...spec.resources, processes: 8, outputMb: 100 } },
      { killGraceSeconds: 5, runAs: { uid: 1000, gid: 1000 }, wallClock: false },
    );
    expect(options.limits).toMatchObject({ processes: 8, fileSizeMb: 100 });
    expect(options.env).toEqual({ LANG: 'C' });
    expect(options.runAs).toEqual({ uid: 1000, gid: 1000 });
  });
});
