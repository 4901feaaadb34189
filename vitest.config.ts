import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. The server's integration suite runs once on embedded PGlite and, when
 * TEST_DATABASE_URL is set (CI sets it), once more on PostgreSQL. Browser tests live in e2e/.
 */
const serverOn = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${kind}`,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    // The generated security suite checks the route table (ownership, hostile values, production probes), which
    // is the same on both databases, and the search index files test the in-memory index and its keys, which read
    // no database: once on PGlite keeps CI within its time.
    exclude:
      kind === 'postgres'
        ? ['test/security/**', 'test/catalog-search-index.test.ts', 'test/catalog-search-ranking.test.ts', 'test/catalog-search-keys.test.ts']
        : [],
    env: { TEST_DB_KIND: kind },
    globalSetup: ['test/helpers/pglite-image.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file opens its own database and app, and no file mocks a module or stubs the environment, so the
    // files of a worker share one loaded copy of the server's modules instead of importing them anew per file
    // (about a third of the suite's time went to those imports).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two workers on a two-core machine: the server files spend much of their time waiting on the database.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', root: 'apps/web', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'web-components',
          root: 'apps/web',
          include: ['test/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/components/setup.ts'],
          // Each file stubs fetch and restores it after every test, and the setup file cleans the DOM, so the files
          // of a worker share one loaded antd and React instead of importing them anew per file (37 s → 22 s alone).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
