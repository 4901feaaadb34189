import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type PortalEnv,
  REPO_ROOT,
  SEED_CLI,
  SERVER_ENTRY,
  type StaffMember,
  createStaffMember,
  exited,
  freePort,
  portalEnvWith,
  waitForHealth,
} from './portal-process';
import { test } from './test';

export type { PortalEnv, StaffMember } from './portal-process';

const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;

/**
 * Migrates and seeds a data directory once with the built `db:seed` command, for every portal of this test run to
 * start from a copy instead of migrating and loading the demo catalogue itself. It is seeded as the baseline's
 * test mode (with the demo account), so production portals never use it. Returns the directory and its remover.
 */
export async function seedTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  if (!existsSync(SEED_CLI)) throw new Error(`${SEED_CLI} is missing: run \`npm run build\` first`);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-template-'));
  try {
    await promisify(execFile)(process.execPath, [SEED_CLI], { cwd: REPO_ROOT, env: portalEnvWith({ DATA_DIR: dir }) });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The seeded template of this run (support/global-setup.ts), else none. */
const providedTemplate = (): string => process.env.E2E_PORTAL_TEMPLATE ?? '';

export type Portal = {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The last 20 kB of the server's stdout and stderr, for failure messages. */
  log(): string;
  /** Stops the process (SIGTERM, SIGKILL after 10 s) and deletes its data directory; safe to call twice. */
  stop(): Promise<void>;
};

function stopProcess(server: ChildProcess): Promise<void> {
  if (exited(server)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Starts `node apps/server/dist/main.js` on a free port of 127.0.0.1 with a fresh temporary DATA_DIR and waits
 * until /jeecg-boot/health answers. `overrides` go on top of the baseline (an `undefined` value unsets a variable);
 * PORT, HOST and DATA_DIR always belong to this helper. `staff` members are created before it starts. Set
 * E2E_SERVER_LOG=1 to see the server's output.
 */
export async function startPortal(overrides: PortalEnv = {}, options: { staff?: StaffMember[]; template?: string } = {}): Promise<Portal> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env = portalEnvWith({ ...overrides, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  // The template is seeded in test mode on the embedded database: a production portal (no demo account) or one
  // on PostgreSQL migrates and seeds its own.
  const template = env.PORTAL_ENV === 'test' && !env.DATABASE_URL ? (options.template ?? providedTemplate()) : '';

  try {
    if (template) await cp(template, dataDir, { recursive: true });
    for (const staff of options.staff ?? []) await createStaffMember(env, staff);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  // Never leave a portal behind when the test process goes away without running its teardown.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const portal: Portal = {
    baseUrl,
    dataDir,
    log: () => output,
    stop() {
      stopping ??= (async () => {
        await stopProcess(server);
        process.off('exit', killOnExit);
        await rm(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  try {
    await waitForHealth(baseUrl, server, () => output, READY_TIMEOUT_MS);
  } catch (error) {
    await portal.stop();
    throw error;
  }
  return portal;
}

/**
 * A portal of the spec file's own: started before its tests, stopped after them. Returns the base URL's getter
 * (valid once the tests run).
 */
export function usePortal(overrides: PortalEnv = {}, options: { staff?: StaffMember[] } = {}): () => string {
  let portal: Portal | undefined;
  test.beforeAll(async () => {
    // Starting a portal (and creating its staff) outlasts a test's time on a loaded machine.
    test.setTimeout(READY_TIMEOUT_MS + 30_000);
    portal = await startPortal(overrides, options);
  });
  test.afterAll(async () => {
    await portal?.stop();
  });
  return () => {
    if (!portal) throw new Error('the portal did not start');
    return portal.baseUrl;
  };
}
