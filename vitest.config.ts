import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Is the PostgreSQL server for the second API run there? (CI always has one; a laptop may not.) */
function postgresListening(): Promise<boolean> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test');
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const withPostgres = await postgresListening();
/** CI must run the PostgreSQL tests: there a missing server is a failure, never a quiet skip. */
const ci = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI!.toLowerCase());
if (!withPostgres && ci) {
  throw new Error(
    'PostgreSQL is not answering (TEST_DATABASE_URL or 127.0.0.1:5432) and CI is set: the api-postgresql run cannot be skipped.',
  );
}
if (!withPostgres) console.warn('\n  PostgreSQL is not answering: the API tests run on PGlite this time.\n');

const api = ['core/**/*.api.test.ts', 'modules/**/*.api.test.ts', 'tests/integration/**/*.api.test.ts'];
/**
 * PGlite's own (decision 0039): the API tests run once, on PostgreSQL where one answers, and these run again on the
 * embedded database too. Migrating from empty, its extension (pg_trgm), its one-connection transactions and job
 * queue, and its backups. Every screen also runs on PGlite in the browser tests.
 */
const pgliteOwn = [
  'core/src/migrations/*.api.test.ts',
  'core/src/kernel/database.api.test.ts',
  'core/src/adapters/jobs/jobs.api.test.ts',
  'modules/admin/server/alerts/alerts.api.test.ts',
  // The record of asking's head lock and its insert-and-move-the-head statement, on one connection.
  'core/src/kernel/record-chain/record-chain.api.test.ts',
];
const ignored = ['**/node_modules/**', '**/dist/**', '.data/**'];
/** End-to-end tests of built Korero processes, where timing is what is tested: each runs alone. */
const processTests = [
  'tests/e2e/built-server.e2e.test.ts',
  'tests/e2e/delivery.e2e.test.ts',
  'tests/e2e/faults.e2e.test.ts',
  'tests/e2e/load-balancer.e2e.test.ts',
];
/** The migrated databases test kernels copy, made before the workers start (decision 0039). */
const templates = 'tests/support/test-templates.setup.ts';
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * One suite, six projects: pure unit tests; screens in jsdom; API tests through a real kernel on one database
 * (PostgreSQL where it answers, else PGlite) with PGlite's own set again on PGlite; browser tests against the built
 * app; and built Korero processes under load and faults.
 * `npm test` runs them all. Files share nothing (each kernel has a database, a data folder and ports of its own):
 * unit, jsdom and API files run on every core first, then the browser tests one at a time, then the tests of built
 * processes one at a time.
 */
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/support/project-times.reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'config/**/*.test.ts',
            'modules/**/*.test.ts',
            'web-kit/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          exclude: [...ignored, ...api],
          environment: 'node',
        },
      },
      {
        test: {
          // Component tests: screens drawn in jsdom, the network replaced by a table of answers (web-kit/testing).
          name: 'web',
          // With the architecture tests that draw pages (every-word-translated).
          include: [
            'modules/*/web/**/*.test.tsx',
            'web-shell/**/*.test.tsx',
            'web-kit/**/*.test.tsx',
            'tests/web/**/*.test.ts',
            'tests/architecture/**/*.test.tsx',
          ],
          exclude: ignored,
          environment: 'jsdom',
          // Then every answer a fake server gives is checked against what its real route declares (tests/web/setup.ts).
          setupFiles: ['web-kit/testing/setup.ts', 'tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: `api-${withPostgres ? 'postgresql' : 'pglite'}`,
          include: api,
          exclude: ignored,
          env: { TEST_DB: withPostgres ? 'postgresql' : 'pglite' },
          globalSetup: [templates],
          ...apiTimeouts,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-pglite',
                include: pgliteOwn,
                exclude: ignored,
                env: { TEST_DB: 'pglite' },
                globalSetup: [templates],
                ...apiTimeouts,
              },
            },
          ]
        : []),
      {
        test: {
          // Browser tests, two files at a time where PostgreSQL answers: each file then leaves a core half idle while it
          // waits on the browser. On PGlite (in each file's own process) two at once took as long as one after the
          // other (decision 0039).
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: [...ignored, ...processTests],
          // On the suite's database, as the API tests are; the every-page sweep draws every screen on PGlite too.
          env: { TEST_DB: withPostgres ? 'postgresql' : 'pglite' },
          fileParallelism: withPostgres,
          // After the rest: the browser tests are timed against the machine they have.
          sequence: { groupOrder: 1 },
          globalSetup: [templates, 'tests/e2e/support/chromium-server.ts'],
          // A failed test leaves a picture of each page it had open (passing ones take none: KORERO_SCREENSHOTS=1 for all).
          setupFiles: ['tests/e2e/support/failure-pictures.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Korero as production runs it (built processes, HAProxy, faults injected, timed shutdowns): one file at a
          // time, last, each with the machine to itself.
          name: 'e2e-processes',
          include: processTests,
          exclude: ignored,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          globalSetup: [templates],
          setupFiles: ['tests/e2e/support/failure-pictures.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
