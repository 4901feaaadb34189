import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`): the built server as a child process, killed and restarted. Kept out of the
 * unit suite's projects (vitest.config.ts) because it needs `npm run build` and takes about a minute.
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
