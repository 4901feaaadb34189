import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

/** Specs that mostly wait out the server's one-code-a-minute rule: one worker takes them, beside the rest. */
const WAITING = ['register', 'forgot-password', 'phone-login', 'intl-accounts'].map((name) => `**/${name}.spec.ts`);

/**
 * The portal's end-to-end suite. Each spec file runs in one worker with the portals it starts. The waiting specs
 * are a project of their own, listed first and kept to one worker of their own: they mostly sleep, so the other
 * specs keep two workers (one per core) beside them instead of sharing two with them. A failure keeps its trace.
 */
export default defineConfig({
  testDir: 'specs',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  // On the loaded 2-core CI machine a page can take seconds to answer: a long journey gets two minutes, an assertion
  // 20 s, and a failed test two more tries. Locally a failure stays a failure, so such a test is seen and mended.
  retries: process.env.CI ? 2 : 0,
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'report' }]],
  outputDir: 'test-results',
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'en-US',
    // Recording a trace costs every test its screenshots and snapshots; on the 2-core CI machine only a retry records
    // one (a failure there is retried), locally a failure keeps the trace of its one run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'waiting', testMatch: WAITING, workers: 1 },
    { name: 'others', testMatch: '**/*.spec.ts', testIgnore: WAITING, workers: 2 },
  ],
});
