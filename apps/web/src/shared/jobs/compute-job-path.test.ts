import { describe, expect, it } from 'vitest';
import { computeJobPath } from './compute-job-path';

describe('computeJobPath', () => {
  it('opens a job that may still change on its live graph, an ended one on its inputs', () => {
    expect(computeJobPath('en', 'w1', 'RECEIVED')).toBe('/en/myjob/compute/detail/w1/output');
    expect(computeJobPath('zh', 'w1', 'RUNNING')).toBe('/zh/myjob/compute/detail/w1/output');
    expect(computeJobPath('en', 'w1', 'PAUSE')).toBe('/en/myjob/compute/detail/w1/output');
    expect(computeJobPath('en', 'w1', 'FINISH')).toBe('/en/myjob/compute/detail/w1/input');
    expect(computeJobPath('en', 'w1', 'FAILURE')).toBe('/en/myjob/compute/detail/w1/input');
  });
});
