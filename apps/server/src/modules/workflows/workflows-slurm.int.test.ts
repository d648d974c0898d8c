/**
 * Compute jobs with the Slurm executor (scripts/slurm-up.sh starts a one-node cluster on this machine): the same
 * behaviour suite as locally. Skipped without Slurm, unless REQUIRE_SLURM=1 (CI), which makes its absence a failure.
 */
import { describe, expect, it } from 'vitest';
import { slurmProblem, SLURM_REQUIRED } from '../../../test/slurm-check';
import { workflowBehaviourSuite } from './test-support/workflow-behaviour';

const problem = await slurmProblem();
if (problem && !SLURM_REQUIRED) {
  console.warn(`Slurm workflow tests skipped: ${problem}. Run scripts/slurm-up.sh; REQUIRE_SLURM=1 makes this fail.`);
}

describe.runIf(problem && SLURM_REQUIRED)('Slurm (REQUIRE_SLURM=1)', () => {
  it('is available', () => {
    expect.fail(`REQUIRE_SLURM=1 but ${problem}`);
  });
});

describe.skipIf(problem)('compute jobs on Slurm', () => {
  workflowBehaviourSuite('slurm', { slow: true });
});
