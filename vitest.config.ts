import { defineConfig } from 'vitest/config';

const api = ['core/**/*.api.test.ts', 'modules/**/*.api.test.ts', 'tests/integration/**/*.api.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**', '.data/**'];

/**
 * One suite, four projects: pure unit tests; API tests through a real kernel on PGlite and again on PostgreSQL;
 * browser tests against the built app. `npm test` runs them all.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'config/**/*.test.ts', 'modules/**/*.test.ts', 'web-kit/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: [...ignored, ...api],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: api,
          exclude: ignored,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgresql',
          include: api,
          exclude: ignored,
          env: { TEST_DB: 'postgresql' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
