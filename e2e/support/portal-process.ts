import { type ChildProcess, execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The built portal as a child process, without any test runner: the browser suite and the fault suite start it
// through these.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const STAFF_CLI = path.join(REPO_ROOT, 'apps/server/dist/staff.cli.js');
export const SEED_CLI = path.join(REPO_ROOT, 'apps/server/dist/seed.cli.js');

/**
 * What every portal under test runs with unless a caller overrides it: the embedded database with the demo
 * account and the international animal-model edition. Pinned so a developer's shell or CI environment cannot
 * silently change the portal under test; `undefined` removes an inherited variable.
 */
const BASELINE_ENV: Readonly<Record<string, string | undefined>> = {
  LOG_LEVEL: 'warn',
  PORTAL_ENV: 'test',
  EDITION: 'intl',
  SYSTEM_TYPE: '3',
  THEME: undefined,
  HOME_PATH: '/abinvivo/Home',
  API_BASE_PATH: '/jeecg-boot',
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  ZH_SITE_URL: undefined,
  INTL_SITE_URL: undefined,
  EXTRA_PUBLIC_PATH: undefined,
  BRAND_SHORT_NAME: undefined,
};

export type PortalEnv = Record<string, string | undefined>;

/** The process environment with the baseline and `overrides` on top, variables set to `undefined` left out. */
export function portalEnvWith(overrides: PortalEnv): Record<string, string> {
  const merged: PortalEnv = { ...process.env, ...BASELINE_ENV, ...overrides };
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const exited = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

/** Waits until the portal's /health answers 200; throws with its output if it exits first or `timeoutMs` passes. */
export async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(server)) {
      throw new Error(`portal exited early (code ${server.exitCode}, signal ${server.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/jeecg-boot/health`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`portal not healthy after ${timeoutMs} ms:\n${output()}`);
}

export type StaffMember = { username: string; password: string; realname?: string; email?: string; permissions?: string[] };

/** Creates a staff member in the portal's data directory with the built `staff:create` command, as an operator would. */
export async function createStaffMember(env: Record<string, string>, staff: StaffMember): Promise<void> {
  const args = [
    STAFF_CLI,
    '--username',
    staff.username,
    '--realname',
    staff.realname ?? '',
    '--email',
    staff.email ?? '',
    '--permissions',
    (staff.permissions ?? []).join(','),
  ];
  await promisify(execFile)(process.execPath, args, { cwd: REPO_ROOT, env: { ...env, STAFF_PASSWORD: staff.password } });
}
