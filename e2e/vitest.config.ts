import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One portal and one Chromium per file are enough for a 2-core machine; parallel files only add contention.
    fileParallelism: false,
    testTimeout: 60_000,
    // In CI a failed test runs once more: on the loaded 2-core machine an antd menu or list that is still moving can
    // lose a click now and then. Locally a failure stays a failure, so such a test is seen and mended.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
