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
    env: { TEST_DB_KIND: kind },
    globalSetup: ['test/helpers/pglite-image.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', root: 'apps/web', include: ['test/**/*.test.ts'] } },
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
