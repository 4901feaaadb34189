import type { LaunchOptions } from '@playwright/test';

/** The system Chromium (Playwright's own browser download is not needed), quiet and fit for a container. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** The launch options with `extraArgs` added, for a spec file that needs a differently started browser. */
export function chromiumWith(extraArgs: string[]): LaunchOptions {
  return { ...CHROMIUM_LAUNCH, args: [...(CHROMIUM_LAUNCH.args ?? []), ...extraArgs] };
}
