import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

/** Specs that mostly wait out the server's one-code-a-minute rule: one worker takes them, beside the rest. */
const WAITING = ['register', 'forgot-password', 'phone-login', 'intl-accounts'].map((name) => `**/${name}.spec.ts`);

/**
 * The portal's end-to-end suite. Each spec file runs in one worker with the portals it starts. The waiting specs
 * are a project of their own, listed first and kept to one worker, so their waiting overlaps the other specs
 * instead of holding up both workers. In CI a failed test runs once more; a failure keeps its trace either way.
 */
export default defineConfig({
  testDir: 'specs',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'report' }]],
  outputDir: 'test-results',
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'waiting', testMatch: WAITING, workers: 1 },
    { name: 'others', testMatch: '**/*.spec.ts', testIgnore: WAITING },
  ],
});
