import { defineConfig } from 'vitest/config';

// One config, two projects: fast pure tests, and integration tests that boot the API
// against a real PostgreSQL (each test file gets its own database).
export default defineConfig({
  // `source` points @lantern/shared imports at the TypeScript sources, so no build is needed first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'node', 'import', 'module', 'development|production'] } },
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
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['api/src/**/*.int.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
