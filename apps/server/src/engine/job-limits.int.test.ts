/** Tool jobs run unprivileged and bounded, with the local executor (the suite is in test/job-limits-behaviour.ts). */
import { describe } from 'vitest';
import { jobLimitsSuite } from '../../test/job-limits-behaviour';

describe('tool job limits (local executor)', () => {
  jobLimitsSuite('local');
});
