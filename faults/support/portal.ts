import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import {
  REPO_ROOT,
  SEED_CLI,
  SERVER_ENTRY,
  STAFF_CLI,
  createStaffMember,
  exited as hasExited,
  portalEnvWith,
  waitForHealth,
} from '../../e2e/support/portal-process';

// The built portal as a child process for the fault suite, on the embedded database (PGlite in DATA_DIR) or on a
// PostgreSQL (DATABASE_URL): it can be killed with SIGKILL at any moment and started again on the same data.

export const API = '/jeecg-boot';
const READY_TIMEOUT_MS = 30_000;

/** The browser suite's baseline, on a port of 127.0.0.1 and the given data directory (`overrides` on top, e.g. DATABASE_URL). */
export function portalEnv(dataDir: string, port: number, overrides: Record<string, string> = {}): Record<string, string> {
  // The clients all come from 127.0.0.1; the general limiter would otherwise answer them with 429.
  return portalEnvWith({ RATE_LIMIT_MAX: '100000000', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...overrides });
}

/**
 * Migrates and seeds the portal's database (the embedded one in the data directory, or DATABASE_URL's) with the demo
 * customer and catalogue, and creates a staff member who may quote.
 */
export async function prepareDataDir(env: Record<string, string>, staff: { username: string; password: string }): Promise<void> {
  for (const file of [SERVER_ENTRY, SEED_CLI, STAFF_CLI]) if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  await promisify(execFile)(process.execPath, [SEED_CLI], { cwd: REPO_ROOT, env });
  await createStaffMember(env, { ...staff, realname: 'Fault Desk', permissions: ['orders:view', 'orders:quote'] });
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
    try {
      await waitForHealth(this.baseUrl, child, () => this.output, READY_TIMEOUT_MS);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    this.current = { child, exited, readyMs: performance.now() - started };
    return this.current;
  }

  /** The running server's exit code or signal if it has gone by itself, null while it runs (or when none was started). */
  exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | null {
    const child = this.current?.child;
    return child && hasExited(child) ? { code: child.exitCode, signal: child.signalCode } : null;
  }

  /** Waits until the running server's /health (which pings its database) answers 200; throws with the log if it exits. */
  async healthy(timeoutMs: number): Promise<number> {
    const running = this.current;
    if (!running) throw new Error('the portal is not running');
    const started = performance.now();
    await waitForHealth(this.baseUrl, running.child, () => this.output, timeoutMs);
    return performance.now() - started;
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
