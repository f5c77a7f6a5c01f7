import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSrc = fileURLToPath(new URL('./shared/src/', import.meta.url));

// The suites sign in thousands of times: their password hashes cost a millisecond, not the
// production quarter-second (PRODUCTION_FLOOR in password-cost.ts; the API refuses this in
// production). Set here, the template database's seed, the test apps and the fault suite's
// servers all inherit it.
process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024';
process.env.PASSWORD_HASH_ITERATIONS ??= '1';

// One config, two projects: fast pure tests, and integration tests that boot the API against a
// real PostgreSQL (each test file gets its own database, a copy of one migrated and seeded template).
export default defineConfig({
  resolve: {
    // Tests read @lantern/shared from its TypeScript sources, so no build (or stale dist) is involved.
    alias: [
      { find: /^@lantern\/shared\/ui\/(.*)$/, replacement: `${sharedSrc}ui/$1.tsx` },
      { find: /^@lantern\/shared\/(.*)$/, replacement: `${sharedSrc}$1.ts` },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.{ts,tsx}',
            'desktop/src/**/*.test.{ts,tsx}',
            'web/src/**/*.test.{ts,tsx}',
            'api/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Pure rules and stores built fresh by each test: a worker imports the shared modules once
          // for all its files (a third of the run went on imports).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['api/src/**/*.int.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 30_000,
          // These boot API instances on one PostgreSQL and wait on real timers (jobs, sockets): one
          // retry absorbs a scheduling hiccup on a loaded machine; the test command names each
          // test that needed it (scripts/flaky-tests-reporter.mjs).
          retry: 1,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Each file builds its own apps on its own database, so nothing it keeps lives in a module:
          // a worker imports the API once for all its files instead of once per file (a quarter of
          // the run's time went on imports).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Real instances of the built API, with their own PostgreSQL and Redis that the tests stop,
          // restart and kill (npm run test:faults).
          name: 'faults',
          include: ['tests/faults/**/*.fault.test.ts'],
          globalSetup: ['tests/faults/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
