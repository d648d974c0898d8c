import { defineConfig } from 'vitest/config';

/** Integration files at once; `INTEGRATION_WORKERS=1` runs them one by one (to tell a race from a bug). */
const INTEGRATION_WORKERS = Number(process.env.INTEGRATION_WORKERS ?? 3);

/**
 * Integration files that run one at a time, after the others: those that submit to Slurm share the one-node cluster
 * (scripts/slurm-up.sh), whose CPUs one file's jobs may fill while another's wait to start; those that start the
 * server as a process of its own (test/server-process.ts) kill it and time its restarts, and each start is seconds of
 * CPU (and often an initdb): beside other files, a start can overrun the hook's timeout; the job limits file times how
 * soon a fork bomb is ended, and the jobs of every file count against the job user's processes.
 */
const SERIAL_FILES = [
  '{apps,packages}/**/*slurm*.int.test.ts',
  'apps/server/src/db/{embedded-restart,database-outage}.int.test.ts',
  'apps/server/src/engine/{engine-crash,job-limits}.int.test.ts',
  'apps/server/src/modules/transfers/{tus-crash,storage-faults}.int.test.ts',
  'apps/server/src/seed/staff-accounts.int.test.ts',
];
const integration = {
  include: ['{apps,packages}/**/*.int.test.ts'],
  globalSetup: ['apps/server/test/global-setup.ts'],
  // A worker imports the server once for all its files, not once per file: that import is about 5 s of CPU, 36% of a
  // run of small files (six files: 86 s of CPU isolated, 35 s shared). Nothing of a file outlives it that another
  // could read: each has its own database, ports and VAR_DIR, and closes what it started.
  isolate: false,
  testTimeout: 120_000,
  // A bound on a hang: a server process's start (node and often an initdb) took 60-90 s on a loaded machine.
  hookTimeout: 180_000,
};

// Three tiers, one runner: unit (no I/O), integration (real server + embedded PostgreSQL), e2e (built app + Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages}/**/*.test.{ts,tsx}'],
          // A bound on a hang, not a speed check: a few files read every component or parse workbooks, which takes
          // seconds on a loaded 2-core machine (the default 5 s failed three of them there).
          testTimeout: 60_000,
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          exclude: ['**/node_modules/**', ...SERIAL_FILES],
          // The files mostly wait (on PostgreSQL, jobs, time limits, servers they call), and each has its own database
          // and ports: more of them at once than the default of one per core but one (a single worker on 2 cores).
          maxWorkers: INTEGRATION_WORKERS,
          // A project whose maxWorkers differs from the others' needs its own group when several run together.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: { ...integration, name: 'integration-serial', include: SERIAL_FILES, sequence: { groupOrder: 2 } },
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
