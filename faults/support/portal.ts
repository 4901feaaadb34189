import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The built portal as a child process on the embedded database (PGlite in DATA_DIR), for the fault suite: it can be
 * killed with SIGKILL at any moment and started again on the same data directory.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const SEED_CLI = path.join(REPO_ROOT, 'apps/server/dist/seed.cli.js');
const STAFF_CLI = path.join(REPO_ROOT, 'apps/server/dist/staff.cli.js');
const READY_TIMEOUT_MS = 30_000;

export const API = '/jeecg-boot';

/** As e2e/support/portal.ts pins it, so a developer's shell cannot change the portal under test. */
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
  // The clients all come from 127.0.0.1; the general limiter would otherwise answer them with 429.
  RATE_LIMIT_MAX: '100000000',
};

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

export function portalEnv(dataDir: string, port: number): Record<string, string> {
  const merged = { ...process.env, ...BASELINE_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Migrates and seeds the data directory (demo customer and catalogue) and creates a staff member who may quote. */
export async function prepareDataDir(env: Record<string, string>, staff: { username: string; password: string }): Promise<void> {
  for (const file of [SERVER_ENTRY, SEED_CLI, STAFF_CLI]) if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const run = promisify(execFile);
  await run(process.execPath, [SEED_CLI], { cwd: REPO_ROOT, env });
  await run(
    process.execPath,
    [STAFF_CLI, '--username', staff.username, '--realname', 'Fault Desk', '--email', '', '--permissions', 'orders:view,orders:quote'],
    {
      cwd: REPO_ROOT,
      env: { ...env, STAFF_PASSWORD: staff.password },
    },
  );
}

export type RunningPortal = {
  readonly child: ChildProcess;
  /** Resolves when the process has gone, with its exit code or signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** How long it took from spawn until /health answered 200. */
  readonly readyMs: number;
};

export class PortalProcess {
  readonly baseUrl: string;
  private output = '';
  private current: RunningPortal | null = null;
  private readonly killOnExit = () => this.current?.child.kill('SIGKILL');

  constructor(
    private readonly env: Record<string, string>,
    port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    process.on('exit', this.killOnExit);
  }

  /** The last 20 kB of every run's stdout and stderr, for failure messages. */
  log(): string {
    return this.output;
  }

  /** Starts the server and waits until /health answers; throws (with the log) if it exits or never gets there. */
  async start(): Promise<RunningPortal> {
    if (this.current) throw new Error('the portal is already running');
    const started = performance.now();
    const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
      if (process.env.FAULTS_SERVER_LOG) process.stderr.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let gone = false;
    void exited.then(() => (gone = true));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (gone) throw new Error(`portal exited while starting (exit ${child.exitCode}, signal ${child.signalCode}):\n${this.output}`);
      try {
        const response = await fetch(`${this.baseUrl}${API}/health`, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`portal not healthy after ${READY_TIMEOUT_MS} ms:\n${this.output}`);
      }
      await sleep(50);
    }
    this.current = { child, exited, readyMs: performance.now() - started };
    return this.current;
  }

  /** SIGKILL: no shutdown hook runs, the database is left as the crash leaves it. */
  async kill(): Promise<void> {
    const running = this.current;
    if (!running) return;
    this.current = null;
    running.child.kill('SIGKILL');
    await running.exited;
  }

  /** SIGTERM and a clean close (SIGKILL after 10 s). */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null> {
    const running = this.current;
    if (!running) return null;
    this.current = null;
    const force = setTimeout(() => running.child.kill('SIGKILL'), 10_000);
    running.child.kill('SIGTERM');
    const result = await running.exited;
    clearTimeout(force);
    return result;
  }

  dispose(): void {
    process.off('exit', this.killOnExit);
    this.current?.child.kill('SIGKILL');
    this.current = null;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
