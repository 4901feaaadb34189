import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`): the built server as a child process, killed and restarted on its embedded
 * database, and on a PostgreSQL of the suite's own (initdb, pg_ctl and postgres in FAULTS_PG_BIN_DIR, /usr/local/bin
 * by default) that is restarted under it. Kept out of the unit suite's projects (vitest.config.ts) because it needs
 * `npm run build` and takes a minute and a half to two minutes.
 */
export default defineConfig({
  test: {
    root: 'faults',
    include: ['**/*.test.ts'],
    testTimeout: 85_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
