import { defineConfig } from 'vitest/config';

/** Integration files at once; `INTEGRATION_WORKERS=1` runs them one by one (to tell a race from a bug). */
const INTEGRATION_WORKERS = Number(process.env.INTEGRATION_WORKERS ?? 3);

/** The integration files that submit to Slurm (scripts/slurm-up.sh's cluster); they skip where it is not up. */
const SLURM_FILES = '{apps,packages}/**/*slurm*.int.test.ts';
const integration = {
  include: ['{apps,packages}/**/*.int.test.ts'],
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 60_000,
};

// Three tiers, one runner: unit (no I/O), integration (real server + embedded PostgreSQL), e2e (built app + Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          exclude: ['**/node_modules/**', SLURM_FILES],
          // The files mostly wait (on PostgreSQL, child servers, jobs, time limits), and each has its own database
          // and ports: more of them at once than the default of one per core but one (a single worker on 2 cores).
          maxWorkers: INTEGRATION_WORKERS,
          // A project whose maxWorkers differs from the others' needs its own group when several run together.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // One at a time, after the others: they share the one-node cluster (scripts/slurm-up.sh), whose CPUs one
        // file's jobs may fill while another's wait to start.
        test: { ...integration, name: 'integration-slurm', include: [SLURM_FILES], sequence: { groupOrder: 2 } },
      },
      {
        // The tools on upstream public data (npm run tools:upstream); the data is not in the repository.
        test: {
          name: 'upstream',
          include: ['apps/server/test/*.upstream.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 20 * 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser on a busy 2-core machine can take seconds to load a lazy page chunk.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
