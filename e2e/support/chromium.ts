import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's build of Chromium's headless shell, the lean headless browser Playwright itself runs by default: the same
 * Chromium release as /usr/bin/chromium without the full browser's interface processes, which on two cores made
 * the suite about a third slower. The full browser serves where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The system Chromium (Playwright's own browser download is not needed), quiet and fit for a container. The
 * compositor (the GPU process, software-only here) and the network service run as threads of the browser process
 * instead of processes of their own: on two cores the messages between those processes cost about a quarter of the
 * browser's CPU time (168 → 128 s over the same four spec files). V8's optimising compiler is left off: a test's page
 * lives seconds, too short for optimised code to repay its compiling (about a sixth of a page load's CPU time).
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--in-process-gpu',
    '--enable-features=NetworkServiceInProcess2',
    '--js-flags=--no-opt',
  ],
};

/** The launch options with `extraArgs` added, for a spec file that needs a differently started browser. */
export function chromiumWith(extraArgs: string[]): LaunchOptions {
  return { ...CHROMIUM_LAUNCH, args: [...(CHROMIUM_LAUNCH.args ?? []), ...extraArgs] };
}
