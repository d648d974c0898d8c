import { defineConfig } from 'vitest/config';

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
          name: 'integration',
          include: ['{apps,packages}/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
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
